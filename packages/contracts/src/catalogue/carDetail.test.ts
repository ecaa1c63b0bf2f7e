import type { ModuleEntry } from './moduleCatalogue';
import { carDetailRemote } from './carDetail';

// The contract of mfe-car-detail, written out: a change here is a change both the host and the remote must take.
describe('carDetailRemote catalogue', () => {
  it('declares its modules with their page kind or block, embed tag, param attributes and single-spa name', () => {
    const declared = Object.values<ModuleEntry>(carDetailRemote.modules).map((entry) => ({
      name: entry.name,
      kind: entry.kind,
      target: entry.kind === 'page' ? entry.page : entry.block,
      tag: entry.embed?.tag,
      params: entry.embed ? [...(entry.embed.params ?? [])] : undefined,
      singleSpa: entry.singleSpa,
    }));
    expect(declared).toEqual([
      { name: 'CarDetail', kind: 'page', target: 'carDetail', tag: 'showroom-car-detail', params: ['car-id'], singleSpa: '@showroom/car-detail' },
    ]);
  });

  it('refuses props without the site and language every module is mounted with', () => {
    for (const entry of Object.values(carDetailRemote.modules)) expect(entry.props.safeParse({ apiBase: '' }).success).toBe(false);
  });
});
