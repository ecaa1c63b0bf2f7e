import type { AlertBar, ContentBlock, Footer } from '@showroom/contracts';
import { localizePath, type Language, type SiteDefinition } from '@showroom/sites';
import { BRANDS } from '../data/models';
import { MEDIA_HEIGHT, MEDIA_WIDTH, mediaPath } from '../media/paths';
import { slugify } from '../random';
import type { SitePage } from './routes';
import { HOME_TEXTS } from './homeTexts';
import { CONTENT_TITLES, PAGE_TITLES } from './texts';

/** Blocks of a page: the home page has a hero with search and two blurbs, others a title blurb. */
export function pageBlocks(site: SiteDefinition, language: Language, page: SitePage): ContentBlock[] {
  const carList = localizePath(site, site.paths.carList ?? '/', language);
  const id = slugify(`${site.code}-${language}-${page.path}`) || 'home';
  if (page.path !== '/') {
    return [{ uid: `${id}-blurb`, componentName: 'Blurb', placeholder: 'main', fields: { Title: page.title, TitleTag: 'h1', Text: `<p>${page.title} – ${site.name}</p>`, BackgroundColor: 'None' } }];
  }
  return [
    {
      uid: `${id}-hero`,
      componentName: 'HeroBanner',
      placeholder: 'main',
      fields: {
        Content: 'Image',
        Image: { src: mediaPath('hero', site.code, 1), alt: site.name, width: 1920, height: 1080 },
        ImagePhone: { src: mediaPath('hero', site.code, 2), alt: site.name, width: 640, height: 360 },
        Title: site.name,
        TitleTag: 'h1',
        Text: PAGE_TITLES.carList[language],
        Link: { href: carList, text: PAGE_TITLES.carList[language] },
        ButtonType: 'Primary',
        TextColor: 'White',
        ContentPlacement: 'Center',
        CenterContent: true,
        HasMarginTop: false,
        Variant: 'FullScreen',
        HeroBannerHasSearchBar: true,
        HeroBannerSearchUrl: carList,
        SearchBarPlaceholderText: PAGE_TITLES.carList[language],
        SearchBarPlaceholderTextDesktop: PAGE_TITLES.carList[language],
      },
    },
    blurb(`${id}-blurb-1`, PAGE_TITLES.dealers[language], localizePath(site, site.paths.dealers ?? '/', language), mediaPath('hero', `${site.code}-dealers`, 1), false),
    blurb(`${id}-blurb-2`, PAGE_TITLES.stories[language], localizePath(site, site.paths.stories ?? '/', language), mediaPath('hero', `${site.code}-stories`, 1), true),
  ];
}

function blurb(uid: string, title: string, href: string, image: string, reverse: boolean): ContentBlock {
  return {
    uid,
    componentName: 'Blurb',
    placeholder: 'main',
    fields: { Title: title, TitleTag: 'h2', Text: `<p>${title}</p>`, Link: { href, text: title }, ImageDesktop: { src: image, alt: title, width: MEDIA_WIDTH, height: MEDIA_HEIGHT }, Reverse: reverse, BackgroundColor: reverse ? 'BackgroundColor1' : 'None' },
  };
}

/** The footer of a site: brand logos linking to the filtered car list, two columns, social links. */
export function footerFor(site: SiteDefinition, language: Language, pages: readonly SitePage[]): Footer {
  const carList = localizePath(site, site.paths.carList ?? '/', language);
  const visible = pages.filter((page) => !page.hidden && page.path !== '/');
  const half = Math.ceil(visible.length / 2);
  const column = (title: string, items: readonly SitePage[]) => ({
    Title: title,
    Description: null,
    ColumnItems: items.map((page) => ({ Link: { href: localizePath(site, page.path, language), text: page.title } })),
  });
  return {
    ShowBrands: true,
    BrandsHeading: PAGE_TITLES.carList[language],
    Brands: BRANDS.map((b) => ({ Name: b.brand, Logo: mediaPath('logo', b.brand, 1), LogoBlackAndWhite: mediaPath('logo', b.brand, 2) })),
    Columns: [column(site.name, visible.slice(0, half)), column(CONTENT_TITLES.about[language], visible.slice(half))],
    HighlightedLink: { href: carList, text: PAGE_TITLES.carList[language] },
    SocialLinks: [
      { name: 'Facebook', Url: 'https://www.facebook.com/' },
      { name: 'Instagram', Url: 'https://www.instagram.com/' },
      { name: 'LinkedIn', Url: 'https://www.linkedin.com/' },
    ],
    InfoField1: { Heading: site.name, Text: 'Kundtjänst 010-123 45 00' },
    InfoField2: { Heading: CONTENT_TITLES.contact[language], Text: `info@${site.hosts[0] ?? 'example.com'}` },
    InfoFieldOneChildFullWidth: false,
  };
}

/** A neutral campaign message on car stores and a Warning (which cannot be closed) on the Norwegian dealer group. */
export function alertBarFor(site: SiteDefinition, language: Language): AlertBar {
  if (site.code === 'dealergroup-no') {
    return { HasMessage: true, MessageTitle: HOME_TEXTS.alertWarning[language], MessageText: HOME_TEXTS.alertWarningText[language], MessageType: 'Warning', MessageIcon: 'WarningAlert' };
  }
  return {
    HasMessage: site.family === 'carstore',
    MessageTitle: PAGE_TITLES.carList[language],
    MessageText: HOME_TEXTS.alertCampaignText[language],
    MessageType: 'Neutral',
    MessageIcon: 'CampaignAlert',
  };
}
