import type { ModuleEntry } from './moduleCatalogue';
import { searchRemote } from './search';

// The contract of mfe-search, written out: a change here is a change both the host and the remote must take.
describe('searchRemote catalogue', () => {
  it('declares its modules with their page kind or block, embed tag, param attributes and single-spa name', () => {
    const declared = Object.values<ModuleEntry>(searchRemote.modules).map((entry) => ({
      name: entry.name,
      kind: entry.kind,
      target: entry.kind === 'page' ? entry.page : entry.block,
      tag: entry.embed?.tag,
      params: entry.embed ? [...(entry.embed.params ?? [])] : undefined,
      singleSpa: entry.singleSpa,
    }));
    expect(declared).toEqual([
      { name: 'CarList', kind: 'page', target: 'carList', tag: 'showroom-car-list', params: [], singleSpa: '@showroom/car-list' },
      { name: 'CarOfTheWeek', kind: 'block', target: 'CarOfTheWeek', tag: undefined, params: undefined, singleSpa: undefined },
      { name: 'CarTeasers', kind: 'block', target: 'CarTeasers', tag: undefined, params: undefined, singleSpa: undefined },
      { name: 'CarSearchHero', kind: 'block', target: 'CarSearchHero', tag: undefined, params: undefined, singleSpa: undefined },
    ]);
  });

  it('refuses props without the site and language every module is mounted with', () => {
    for (const entry of Object.values(searchRemote.modules)) expect(entry.props.safeParse({ apiBase: '' }).success).toBe(false);
  });
});
