/** @jest-environment node */
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createContentService } from './contentService';

const SETTINGS = { Logo: '/-/media/logo/dealergroup-se/1.svg', IsSticky: true, SlimNav: false, HasDarkTheme: false, ShowSeparator: true, ExtraNavigationItems: [] };
const item = (path: string, hideInNavigation: unknown) => ({ name: path.slice(1), url: { path }, navigationTitle: path.slice(1), hideInNavigation, isNavigableInMenuWhenItHasChildren: '1', externalLink: null, imageUrl: null, children: [] });

/** The content service over a client whose every POST answers `navigation` with these items. */
function serviceAnswering(items: unknown[], settings: unknown = SETTINGS) {
  const warnings: { obj: object; msg: string }[] = [];
  const client = axios.create({
    adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => ({ status: 200, statusText: 'OK', headers: {}, config, data: { data: { navigation: { settings, items } } } }),
  });
  const service = createContentService(client, { warn: (obj, msg) => warnings.push({ obj, msg }) });
  return { service, warnings };
}

describe('content service: navigation (issue 15 item 1)', () => {
  it('reads the platform\'s "1"/"0" and 1/0 as booleans instead of losing the whole menu', async () => {
    const { service, warnings } = serviceAnswering([item('/nyheter', '0'), item('/tack', '1'), item('/leasing', 0), item('/logga-in', 1), item('/om-oss', false)]);
    const navigation = await service.navigation('dealergroup-se', 'sv');
    expect(navigation.items.map((i) => [i.url.path, i.hideInNavigation])).toEqual([
      ['/nyheter', false],
      ['/tack', true],
      ['/leasing', false],
      ['/logga-in', true],
      ['/om-oss', false],
    ]);
    expect(warnings).toEqual([]);
  });

  it('leaves out an item it cannot read, keeps the rest of the menu, and logs the item, where it was and why', async () => {
    const { service, warnings } = serviceAnswering([item('/nyheter', '0'), item('/kampanj', 'ja'), item('/om-oss', '0')]);
    const navigation = await service.navigation('dealergroup-se', 'sv');
    expect(navigation.items.map((i) => i.url.path)).toEqual(['/nyheter', '/om-oss']);
    expect(warnings).toEqual([
      {
        obj: { site: 'dealergroup-se', language: 'sv', at: 'items[1]', item: '/kampanj', err: expect.stringContaining('expected true/false, 1/0 or "1"/"0", got "ja"') },
        msg: 'navigation item left out: outside the contract',
      },
    ]);
  });

  it('still fails as a whole when the settings are outside the contract (spec 1 §8: no navigation rendered)', async () => {
    const { service } = serviceAnswering([item('/nyheter', '0')], { Logo: 42 });
    await expect(service.navigation('dealergroup-se', 'sv')).rejects.toThrow(/navigation answered outside its contract/);
  });
});
