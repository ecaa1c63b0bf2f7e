import type { ContentBlock } from '@showroom/contracts';
import type { SiteDefinition } from '@showroom/sites';
import type { SitePage } from './routes';

/**
 * Settings a remote's page takes from the content configuration, as a block named like its module
 * (the host hands the block's fields to the module's loadData). The tire hotel's contact address
 * lives here per site, as the footer's contact lives in the footer; so does the service booking's support
 * address.
 */
export function pageModuleBlocks(site: SiteDefinition, page: SitePage, id: string): ContentBlock[] {
  // The dealer list's facets, configured on one site only, so both the configured and the plain list are seen.
  if (page.pageKind === 'dealers') return site.code === 'dealergroup-se' ? [{ uid: `${id}-dealer-list`, componentName: 'DealerList', placeholder: 'main', fields: { Facets: 'region,brand' } }] : [];
  if (page.pageKind === 'serviceBooking') return [{ uid: `${id}-service-booking`, componentName: 'ServiceBooking', placeholder: 'main', fields: { SupportEmail: `service@${site.hosts[0] ?? 'example.com'}` } }];
  if (page.pageKind !== 'tireHotel') return [];
  return [{ uid: `${id}-tire-hotel`, componentName: 'TireHotel', placeholder: 'main', fields: { ContactEmail: `dackhotell@${site.hosts[0] ?? 'example.com'}` } }];
}
