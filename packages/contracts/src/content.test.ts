import { contentBlockSchema, layoutSchema, navigationDepth, navigationItemSchema, navigationSettingsSchema } from './content';

const leaf = (path: string) => ({
  name: path.slice(1),
  url: { path },
  navigationTitle: path,
  hideInNavigation: false,
  isNavigableInMenuWhenItHasChildren: true,
});

describe('navigation', () => {
  it('parses a three-level tree and measures its depth', () => {
    const tree = { ...leaf('/om-oss'), children: [{ ...leaf('/om-oss/karriar'), children: [leaf('/om-oss/karriar/jobb')] }] };
    const item = navigationItemSchema.parse(tree);
    expect(navigationDepth([item])).toBe(3);
  });
  it('applies logo size defaults', () => {
    const settings = navigationSettingsSchema.parse({
      Logo: '/-/media/logo/dealergroup/1.svg',
      IsSticky: true,
      SlimNav: false,
      HasDarkTheme: false,
      ShowSeparator: true,
      ExtraNavigationItems: [],
    });
    expect([settings.LogoWidth, settings.LogoHeight]).toEqual([150, 55]);
  });
});

describe('blocks and layout', () => {
  it('checks a HeroBanner strictly and lets unknown blocks through', () => {
    const hero = {
      uid: 'h1',
      componentName: 'HeroBanner',
      fields: {
        Content: 'Image',
        Image: { src: '/-/media/hero/home/1.svg' },
        Title: 'Hitta din nästa bil',
        ButtonType: 'Primary',
        TextColor: 'White',
        ContentPlacement: 'Center',
        CenterContent: true,
        HasMarginTop: false,
        Variant: 'FullScreen',
        HeroBannerHasSearchBar: true,
        HeroBannerSearchUrl: '/kop-bil',
      },
    };
    const layout = layoutSchema.parse({
      item: { path: '/', name: 'home', language: 'sv', metaTitle: 'Start', navTitle: 'Start', components: [hero, { uid: 'x', componentName: 'Countdown', fields: { days: 3 } }] },
    });
    expect(layout.item?.components).toHaveLength(2);
    expect(layoutSchema.parse({ item: null }).item).toBeNull();
  });
  it('rejects a HeroBanner with a bad ButtonType only via the generic fallback', () => {
    const parsed = contentBlockSchema.parse({ uid: 'h', componentName: 'HeroBanner', fields: { ButtonType: 'Huge' } });
    expect(parsed.componentName).toBe('HeroBanner');
  });
});
