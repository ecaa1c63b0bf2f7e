import type { ModuleEntry } from './moduleCatalogue';
import { tireHotelRemote } from './tireHotel';

// The contract of mfe-tirehotel, written out: a change here is a change both the host and the remote must take.
describe('tireHotelRemote catalogue', () => {
  it('declares its modules with their page kind or block, embed tag, param attributes and single-spa name', () => {
    const declared = Object.values<ModuleEntry>(tireHotelRemote.modules).map((entry) => ({
      name: entry.name,
      kind: entry.kind,
      target: entry.kind === 'page' ? entry.page : entry.block,
      tag: entry.embed?.tag,
      params: entry.embed ? [...(entry.embed.params ?? [])] : undefined,
      singleSpa: entry.singleSpa,
    }));
    expect(declared).toEqual([
      { name: 'TireHotel', kind: 'page', target: 'tireHotel', tag: 'showroom-tire-hotel', params: [], singleSpa: '@showroom/tire-hotel' },
    ]);
  });

  it('refuses props without the site and language every module is mounted with', () => {
    for (const entry of Object.values(tireHotelRemote.modules)) expect(entry.props.safeParse({ apiBase: '' }).success).toBe(false);
  });
});
