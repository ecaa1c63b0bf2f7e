import type { ContentBlock, CountdownFields } from '@showroom/contracts';
import { localizePath, type Language, type SiteDefinition } from '@showroom/sites';
import { formatMoney, MARKETS } from '../data/markets';
import { BRANDS } from '../data/models';
import { BODIES, FUELS } from '../data/vocabulary';
import { MEDIA_HEIGHT, MEDIA_WIDTH, mediaPath } from '../media/paths';
import { createRandom, hashString } from '../random';
import { HOME_TEXTS as T } from './homeTexts';
import { PAGE_TITLES } from './texts';

/** How far ahead of the clock the home page's countdown ends: 9 d 14 h 30 min. */
export const COUNTDOWN_LEAD_MS = ((9 * 24 + 14) * 60 + 30) * 60_000;

/** Days, hours, minutes and seconds from `now` to `target`, all zero once it has passed. */
export function countdownRemaining(target: Date, now: Date): Pick<CountdownFields, 'Days' | 'Hours' | 'Minutes' | 'Seconds'> {
  const seconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return { Days: Math.floor(seconds / 86_400), Hours: Math.floor(seconds / 3600) % 24, Minutes: Math.floor(seconds / 60) % 60, Seconds: seconds % 60 };
}

/**
 * The home page's blocks after the hero and blurbs: the car search hero, car of the week, cards,
 * picked cars (fixed ids), carousel, electric cars (a predefined query), car model cards,
 * countdown, stories teaser.
 */
export function homeExtraBlocks(site: SiteDefinition, language: Language, id: string, seed: number, now: Date, teaserCarIds: readonly string[] = []): ContentBlock[] {
  const page = (path: string | undefined) => localizePath(site, path ?? '/', language);
  const carList = page(site.paths.carList);
  const cardLinks = (['sellCar', 'serviceBooking', 'dealers', 'kits', 'stories'] as const).filter((kind) => site.paths[kind]).slice(0, 3);
  const target = new Date(now.getTime() + COUNTDOWN_LEAD_MS);
  const [cards, carousel, ...rest] = [
    {
      uid: `${id}-cards`,
      componentName: 'CardList',
      placeholder: 'main',
      fields: {
        Title: T.cardsTitle[language],
        Cards: cardLinks.map((kind, n) => ({
          Title: PAGE_TITLES[kind][language],
          TitleTag: 'h3',
          Text: T.cardText[language],
          Link: { href: page(site.paths[kind]), text: PAGE_TITLES[kind][language] },
          ImageDesktop: { src: mediaPath('hero', `${site.code}-card-${kind}`, 1), alt: PAGE_TITLES[kind][language], width: MEDIA_WIDTH, height: MEDIA_HEIGHT },
          BackgroundColor: (['BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'] as const)[n % 3],
        })),
      },
    },
    {
      uid: `${id}-carousel`,
      componentName: 'Carousel',
      placeholder: 'main',
      fields: {
        HasMediaButtons: true,
        ContentPlacementXAxis: 'Left',
        ContentPlacementYAxis: 'Bottom',
        Height: 'Medium',
        AutoplaySeconds: 5,
        Slides: T.slides.map((title, n) => ({
          Title: title[language],
          Text: T.slideText[language],
          TextShadow: true,
          TextColor: 'White',
          Button: { href: carList, text: PAGE_TITLES.carList[language] },
          ButtonType: n === 0 ? 'Primary' : 'Ghost Contrast',
          Image: { src: mediaPath('hero', `${site.code}-slide`, n + 1), alt: title[language], width: 1920, height: 800 },
          ImagePhone: { src: mediaPath('hero', `${site.code}-slide`, n + 4), alt: title[language], width: 640, height: 640 },
          Video: null,
          VideoPhone: null,
        })),
      },
    },
    carModelCards(site, language, `${id}-models`, seed, carList),
    {
      uid: `${id}-countdown`,
      componentName: 'Countdown',
      placeholder: 'main',
      fields: { Title: T.countdownTitle[language], TargetDate: target.toISOString(), ...countdownRemaining(target, now), Link: { href: carList, text: T.campaign[language] } },
    },
    {
      uid: `${id}-stories`,
      componentName: 'StoriesTeaser',
      placeholder: 'main',
      fields: { Title: T.storiesTitle[language], Datasource: page(site.paths.stories), Count: 3, Link: { href: page(site.paths.stories), text: T.showMore[language] } },
    },
  ] as ContentBlock[];
  const car = carBlocks(site, language, id, carList, teaserCarIds);
  return [car.hero, car.ofTheWeek, cards!, ...(car.picked ? [car.picked] : []), carousel!, car.electric, ...rest];
}

/**
 * The car blocks the search remote renders (spec 2 "Other car surfaces"), filled in the ways
 * editors fill them: counts as text, ids in PimIds, a predefined query as a car list query string.
 */
function carBlocks(site: SiteDefinition, language: Language, id: string, carList: string, teaserCarIds: readonly string[]) {
  // Cars carry the market language's words (packages/sandbox/src/data/cars.ts), whatever the page language.
  const electric = FUELS.Electric[MARKETS[site.code].language];
  const electricQuery = new URLSearchParams({ car_fuel: electric }).toString();
  return {
    hero: {
      uid: `${id}-car-search-hero`,
      componentName: 'CarSearchHero',
      placeholder: 'main',
      fields: { Title: T.heroSearchTitle[language], Text: T.heroSearchText[language], Placeholder: T.heroSearchPlaceholder[language], SearchUrl: carList, Image: { src: mediaPath('hero', `${site.code}-search`, 1), alt: '' } },
    },
    ofTheWeek: { uid: `${id}-car-of-the-week`, componentName: 'CarOfTheWeek', placeholder: 'main', fields: { Title: T.carOfTheWeekTitle[language], Limit: '12' } },
    picked: teaserCarIds.length ? { uid: `${id}-car-teasers-picked`, componentName: 'CarTeasers', placeholder: 'main', fields: { Title: T.pickedTitle[language], PimIds: teaserCarIds.join(', ') } } : undefined,
    electric: {
      uid: `${id}-car-teasers-electric`,
      componentName: 'CarTeasers',
      placeholder: 'main',
      fields: { Title: T.electricTitle[language], Filters: electricQuery, NumberOfCars: '4', Sort: 'price_asc', Link: { href: `${carList}?${electricQuery}`, text: T.allElectric[language] } },
    },
  } satisfies Record<string, ContentBlock | undefined>;
}

/** Four model cards of four brands chosen by the seed; the first is a campaign. */
function carModelCards(site: SiteDefinition, language: Language, uid: string, seed: number, carList: string): ContentBlock {
  const random = createRandom(seed ^ hashString(`models:${site.code}`));
  const market = MARKETS[site.code];
  const cards = random.sample(BRANDS, 4).map((brand, n) => {
    const line = random.pick(brand.models);
    const price = Math.round((line.basePriceSek * market.fromSek) / market.priceStep) * market.priceStep;
    const query = new URLSearchParams({ car_brand: brand.brand, car_model: line.model });
    return {
      Title: `${brand.brand} ${line.model}`,
      Text: T.modelText[language],
      Image: { src: mediaPath('hero', `${slug(brand.brand)}-${slug(line.model)}`, 1), alt: `${brand.brand} ${line.model}` },
      Link: { href: `${carList}?${query.toString()}`, text: `${brand.brand} ${line.model}` },
      IsCampaign: n === 0,
      Campaign: n === 0 ? T.campaign[language] : null,
      Label1: T.priceFrom[language],
      LabelValue1: formatMoney(market, price),
      Label2: T.fuel[language],
      LabelValue2: line.fuels.map((fuel) => FUELS[fuel][language]).join(', '),
      Label3: T.power[language],
      LabelValue3: `${line.power[0]}–${line.power[1]} ${T.horsepower[language]}`,
      Label4: T.body[language],
      LabelValue4: BODIES[line.body]?.[language] ?? line.body,
    };
  });
  return { uid, componentName: 'CarModelCards', placeholder: 'main', fields: { Title: T.modelsTitle[language], Cards: cards } };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
