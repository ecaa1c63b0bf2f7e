import type { ModuleEntry } from './moduleCatalogue';
import { serviceBookingRemote } from './serviceBooking';

// The contract of mfe-service-booking, written out: a change here is a change both the host and the remote must take.
describe('serviceBookingRemote catalogue', () => {
  it('declares its modules with their page kind or block, embed tag, param attributes and single-spa name', () => {
    const declared = Object.values<ModuleEntry>(serviceBookingRemote.modules).map((entry) => ({
      name: entry.name,
      kind: entry.kind,
      target: entry.kind === 'page' ? entry.page : entry.block,
      tag: entry.embed?.tag,
      params: entry.embed ? [...(entry.embed.params ?? [])] : undefined,
      singleSpa: entry.singleSpa,
    }));
    expect(declared).toEqual([
      { name: 'ServiceBooking', kind: 'page', target: 'serviceBooking', tag: 'showroom-service-booking', params: [], singleSpa: '@showroom/service-booking' },
    ]);
  });

  it('refuses props without the site and language every module is mounted with', () => {
    for (const entry of Object.values(serviceBookingRemote.modules)) expect(entry.props.safeParse({ apiBase: '' }).success).toBe(false);
  });
});
