import type { TireHotelProps } from '@showroom/contracts';
import { getSite, pagePath } from '@showroom/sites';
import { searchCustomer } from '../api/tireHotel';
import type { SearchOutcome } from './searchOutcome';

/**
 * The search and where its "Boka service" link leads, fetched as one chunk on the first search: the BFF client, the
 * tire-hotel schemas and the site matrix are not needed to paint Search (the page is at its JavaScript ceiling).
 */
export async function searchWithLink(apiBase: string, regNo: string, site: TireHotelProps['site'], language: TireHotelProps['language']): Promise<{ outcome: SearchOutcome; serviceBookingPath: string | null }> {
  const outcome = await searchCustomer(apiBase, regNo);
  return { outcome, serviceBookingPath: pagePath(getSite(site), 'serviceBooking', language) };
}
