import type { ModuleEntry } from './moduleCatalogue';
import { kitsRemote } from './kits';

// The contract of mfe-kits, written out: a change here is a change both the host and the remote must take.
describe('kitsRemote catalogue', () => {
  it('declares its modules with their page kind or block, embed tag, param attributes and single-spa name', () => {
    const declared = Object.values<ModuleEntry>(kitsRemote.modules).map((entry) => ({
      name: entry.name,
      kind: entry.kind,
      target: entry.kind === 'page' ? entry.page : entry.block,
      tag: entry.embed?.tag,
      params: entry.embed ? [...(entry.embed.params ?? [])] : undefined,
      singleSpa: entry.singleSpa,
    }));
    expect(declared).toEqual([
      { name: 'KitGrid', kind: 'page', target: 'kits', tag: 'showroom-kit-grid', params: [], singleSpa: '@showroom/kit-grid' },
    ]);
  });

  it('refuses props without the site and language every module is mounted with', () => {
    for (const entry of Object.values(kitsRemote.modules)) expect(entry.props.safeParse({ apiBase: '' }).success).toBe(false);
  });
});
