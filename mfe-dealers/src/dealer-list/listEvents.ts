import { getEventBus } from '@showroom/event-bus';
import type { SiteFacetName } from '@showroom/contracts';

// The list's analytics pushes, on the page's bus as the car list sends its own: the host forwards the
// bus's dataLayer topic to window.dataLayer (GTM). Names and fields are the list's contract with analytics.

/** The list was shown: how many sites it holds. */
export const pushListView = (total: number, shown: number) => getEventBus().emit('dataLayer', { event: 'dealer_list_view', total, shown });

/** A search went out (the visitor's typed words, as sent). */
export const pushSearch = (term: string, total: number) => getEventBus().emit('dataLayer', { event: 'search', search_type: 'dealer list', search_term: term, total });

/** A facet value was ticked or unticked. */
export const pushFacetChange = (facet: SiteFacetName, value: string, checked: boolean) =>
  getEventBus().emit('dataLayer', { event: 'dealer_filter', facet, value, action: checked ? 'add' : 'remove' });

/** The list was sorted by distance, from the browser's position or a typed town, or back to the usual order. */
export const pushNearest = (method: 'geolocation' | 'town' | 'clear') => getEventBus().emit('dataLayer', { event: 'dealer_nearest', method });

/** A site card's link was followed: which site, at which place in the list (1-based). */
export const pushSiteClick = (siteId: string, siteName: string, position: number) =>
  getEventBus().emit('dataLayer', { event: 'dealer_click', site_id: siteId, site_name: siteName, position });
