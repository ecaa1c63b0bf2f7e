import type { ContentBlock } from '@showroom/contracts';

/** A home page shaped like the sandbox's (packages/sandbox/src/content/{blocks,homeBlocks}.ts) for dealergroup-se in Swedish. */
export function homePageFixture(targetDate: string): ContentBlock[] {
  const carList = '/kop-bil';
  return [
    {
      uid: 'home-hero',
      componentName: 'HeroBanner',
      placeholder: 'main',
      fields: {
        Content: 'Image',
        Image: { src: '/-/media/hero/dealergroup-se/1.svg', alt: 'Hedin Bil', width: 1920, height: 1080 },
        ImagePhone: { src: '/-/media/hero/dealergroup-se/2.svg', alt: 'Hedin Bil', width: 640, height: 360 },
        Title: 'Hedin Bil',
        TitleTag: 'h1',
        Text: 'Köp bil',
        Link: { href: carList, text: 'Köp bil' },
        ButtonType: 'Primary',
        TextColor: 'White',
        ContentPlacement: 'Center',
        CenterContent: true,
        HasMarginTop: false,
        Variant: 'FullScreen',
        HeroBannerHasSearchBar: true,
        HeroBannerSearchUrl: carList,
        SearchBarPlaceholderText: 'Köp bil',
        SearchBarPlaceholderTextDesktop: 'Sök bland alla bilar',
      },
    },
    { uid: 'home-blurb-1', componentName: 'Blurb', placeholder: 'main', fields: { Title: 'Anläggningar', TitleTag: 'h2', Text: '<p>Anläggningar</p>', Link: { href: '/anlaggningar', text: 'Anläggningar' }, ImageDesktop: { src: '/-/media/hero/d/1.svg', alt: 'Anläggningar' }, Reverse: false, BackgroundColor: 'None', UseTextAnimations: true, UseMediaAnimations: true } },
    { uid: 'home-blurb-2', componentName: 'Blurb', placeholder: 'main', fields: { Title: 'Nyheter', TitleTag: 'h2', Text: '<p>Nyheter</p>', Link: { href: '/nyheter', text: 'Nyheter' }, ImageDesktop: { src: '/-/media/hero/s/1.svg', alt: 'Nyheter' }, Reverse: true, BackgroundColor: 'BackgroundColor1' } },
    {
      uid: 'home-cards',
      componentName: 'CardList',
      placeholder: 'main',
      fields: {
        Title: 'Vi hjälper dig',
        Cards: ['Sälj bil', 'Boka service', 'Anläggningar'].map((title, n) => ({
          Title: title,
          TitleTag: 'h3',
          Text: '<p>Läs mer</p>',
          Link: { href: `/sida-${n}`, text: title },
          ImageDesktop: { src: `/-/media/hero/card-${n}/1.svg`, alt: title },
          BackgroundColor: (['BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'] as const)[n],
        })),
      },
    },
    {
      uid: 'home-carousel',
      componentName: 'Carousel',
      placeholder: 'main',
      fields: {
        HasMediaButtons: true,
        ContentPlacementXAxis: 'Left',
        ContentPlacementYAxis: 'Bottom',
        Height: 'Medium',
        AutoplaySeconds: 5,
        Slides: ['Elbilar', 'Begagnat', 'Leasing'].map((title, n) => ({
          Title: title,
          Text: 'Upptäck',
          TextShadow: true,
          TextColor: 'White',
          Button: { href: carList, text: 'Köp bil' },
          ButtonType: n === 0 ? 'Primary' : 'Ghost Contrast',
          Image: { src: `/-/media/hero/slide/${n + 1}.svg`, alt: title, width: 1920, height: 800 },
          ImagePhone: { src: `/-/media/hero/slide/${n + 4}.svg`, alt: title, width: 640, height: 640 },
          Video: null,
          VideoPhone: null,
        })),
      },
    },
    {
      uid: 'home-models',
      componentName: 'CarModelCards',
      placeholder: 'main',
      fields: {
        Title: 'Populära modeller',
        Cards: [
          { Title: 'Volvo EX30', Text: 'Kompakt elbil', Image: { src: '/-/media/hero/volvo-ex30/1.svg', alt: 'Volvo EX30' }, Link: { href: `${carList}?car_brand=Volvo`, text: 'Volvo EX30' }, IsCampaign: true, Campaign: 'Kampanj', Label1: 'Pris från', LabelValue1: '389 900 kr', Label2: 'Drivmedel', LabelValue2: 'El' },
          { Title: 'Kia EV6', Text: 'Elbil', Image: { src: '/-/media/hero/kia-ev6/1.svg', alt: 'Kia EV6' }, Link: { href: `${carList}?car_brand=Kia`, text: 'Kia EV6' }, IsCampaign: false, Campaign: null, Label1: 'Pris från', LabelValue1: '499 900 kr' },
        ],
      },
    },
    { uid: 'home-countdown', componentName: 'Countdown', placeholder: 'main', fields: { Title: 'Kampanjen slutar om', TargetDate: targetDate, Days: 9, Hours: 14, Minutes: 30, Seconds: 0, Link: { href: carList, text: 'Kampanj' } } },
    { uid: 'home-stories', componentName: 'StoriesTeaser', placeholder: 'main', fields: { Title: 'Nyheter', Datasource: '/nyheter', Count: 3, Link: { href: '/nyheter', text: 'Visa fler' } } },
  ];
}
