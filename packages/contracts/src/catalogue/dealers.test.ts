import type { ModuleEntry } from './moduleCatalogue';
import { dealersRemote } from './dealers';

// The contract of mfe-dealers, written out: a change here is a change both the host and the remote must take.
describe('dealersRemote catalogue', () => {
  it('declares its modules with their page kind or block, embed tag, param attributes and single-spa name', () => {
    const declared = Object.values<ModuleEntry>(dealersRemote.modules).map((entry) => ({
      name: entry.name,
      kind: entry.kind,
      target: entry.kind === 'page' ? entry.page : entry.block,
      tag: entry.embed?.tag,
      params: entry.embed ? [...(entry.embed.params ?? [])] : undefined,
      singleSpa: entry.singleSpa,
    }));
    expect(declared).toEqual([
      { name: 'DealerList', kind: 'page', target: 'dealers', tag: 'showroom-dealer-list', params: [], singleSpa: '@showroom/dealer-list' },
    ]);
  });

  it('refuses props without the site and language every module is mounted with', () => {
    for (const entry of Object.values(dealersRemote.modules)) expect(entry.props.safeParse({ apiBase: '' }).success).toBe(false);
  });
});
