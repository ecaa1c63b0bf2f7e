import type { ContentBlock } from '@showroom/contracts';
import type { Language, SiteDefinition } from '@showroom/sites';
import type { SitePage } from './routes';

/** The dealer picker's form-field name on the workshop booking page (dealerContentBlocks gives it the same Name). */
export const WORKSHOP_PICKER_FIELD = 'dealer';

/** A content page carrying the short sell-car form as a block: a page of its own is not needed for it. */
export const SELL_CAR_BLOCK_PAGE = { site: 'dealergroup-no', path: '/om-oss/kontakt' } as const;

/**
 * mfe-forms' lead form blocks inside content pages: the workshop booking form on the workshop booking page
 * (dealergroup-no), after the dealer picker, whose picks it takes (spec 3 §2.6); and the short sell-car form on
 * dealergroup-no's contact page.
 */
export function leadFormBlocks(site: SiteDefinition, _language: Language, page: SitePage, id: string): ContentBlock[] {
  if (page.pageKind === 'workshopBooking') {
    return [{ uid: `${id}-workshop-booking-form`, componentName: 'WorkshopBookingForm', placeholder: 'main', fields: { PickerField: WORKSHOP_PICKER_FIELD } }];
  }
  if (site.code === SELL_CAR_BLOCK_PAGE.site && page.path === SELL_CAR_BLOCK_PAGE.path) {
    return [{ uid: `${id}-sell-car-form`, componentName: 'SellCarFormBlock', placeholder: 'main', fields: { Variant: 'short' } }];
  }
  return [];
}
