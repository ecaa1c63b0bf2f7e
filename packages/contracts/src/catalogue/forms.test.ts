import type { ModuleEntry } from './moduleCatalogue';
import { formsRemote } from './forms';

// The contract of mfe-forms, written out: a change here is a change both the host and the remote must take.
describe('formsRemote catalogue', () => {
  it('declares its modules with their page kind or block, embed tag, param attributes and single-spa name', () => {
    const declared = Object.values<ModuleEntry>(formsRemote.modules).map((entry) => ({
      name: entry.name,
      kind: entry.kind,
      target: entry.kind === 'page' ? entry.page : entry.block,
      tag: entry.embed?.tag,
      params: entry.embed ? [...(entry.embed.params ?? [])] : undefined,
      singleSpa: entry.singleSpa,
    }));
    expect(declared).toEqual([
      { name: 'SellCarForm', kind: 'page', target: 'sellCar', tag: 'showroom-sell-car-form', params: [], singleSpa: '@showroom/sell-car-form' },
    ]);
  });

  it('refuses props without the site and language every module is mounted with', () => {
    for (const entry of Object.values(formsRemote.modules)) expect(entry.props.safeParse({ apiBase: '' }).success).toBe(false);
  });
});
