import {
  articleNeighboursSchema,
  carOfTheWeekFieldsSchema,
  carSearchHeroFieldsSchema,
  carTeasersFieldsSchema,
  brandLogoSchema,
  contentLanguageSchema,
  facetLabelsSchema,
  sortOptionConfigSchema,
  footerSchema,
  KNOWN_BLOCK_SCHEMAS,
  layoutSchema,
  navigationSchema,
  publishInfoSchema,
  REQUIRED_DICTIONARY_KEYS,
  storiesAnswerSchema,
  storyTagSchema,
  type Story,
} from '@showroom/contracts';
import { SITE_CODES, SITES } from '@showroom/sites';
import { graphql } from 'graphql';
import * as z from 'zod/mini';
import { contentRoots } from './route';
import { contentSchema } from './schema';

const NOW = new Date('2025-06-15T12:00:00.000Z');
// An editor's picks for every site's teaser block: the same three ids, out of id order.
const roots = contentRoots({ seed: 1, now: NOW, teaserCarIds: () => ['1000012', '1000003', '1000007'] });
// The car blocks are the search remote's: their fields follow its schemas, not the host's.
const CAR_BLOCK_FIELDS = { CarSearchHero: carSearchHeroFieldsSchema, CarOfTheWeek: carOfTheWeekFieldsSchema, CarTeasers: carTeasersFieldsSchema } as const;

async function run(source: string, variables: Record<string, unknown> = {}, empty = false): Promise<Record<string, unknown>> {
  const result = await graphql({ schema: contentSchema, source, rootValue: empty ? roots.empty : roots.full, variableValues: variables });
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
  return (result.data ?? {}) as Record<string, unknown>;
}
async function errorOf(source: string): Promise<string | undefined> {
  const result = await graphql({ schema: contentSchema, source, rootValue: roots.full });
  return result.errors?.[0]?.message;
}

// The host's queries, as host-shell/src/server/content/contentService.ts sends them.
const ITEM = 'name url { path } navigationTitle hideInNavigation isNavigableInMenuWhenItHasChildren externalLink { href linktype }';
const HOST = {
  layout: `query Layout($site: String!, $routePath: String!, $language: String!) { layout(site: $site, routePath: $routePath, language: $language) { item { path name language metaTitle navTitle metaDescription ogDescription ogImage canonicalURL gtmID BrandDesign pageKind components { uid componentName placeholder fields } } } }`,
  navigation: `query Navigation($site: String!, $language: String!) { navigation(site: $site, language: $language) { settings items { ${ITEM} children { ${ITEM} children { ${ITEM} } } } } }`,
  languages: `query Languages($site: String!, $routePath: String!, $language: String!) { languages(site: $site, routePath: $routePath, language: $language) { name displayName englishName nativeName url { path } } }`,
  dictionary: `query Dictionary($site: String!, $language: String!) { dictionary(site: $site, language: $language) { key value } }`,
  footer: `query Footer($site: String!, $language: String!) { footer(site: $site, language: $language) }`,
};

const COMPONENT = 'uid componentName placeholder fields';
const STORY = 'id date { value formattedValue } image { src alt } title premble body tags url { path } displayName author';
const STORIES = `query Stories($site: String!, $language: String, $datasource: String, $limit: Int, $cursor: String, $tags: [String!]) {
  stories(site: $site, language: $language, datasource: $datasource, limit: $limit, cursor: $cursor, tags: $tags) {
    index { showDates layout highlightLatestStory url { path } }
    page { total pageInfo { hasNext endCursor } stories { ${STORY} } }
  }
}`;

describe("the host's queries", () => {
  it('still answer for every site and language and parse with the contracts', async () => {
    for (const code of SITE_CODES) {
      for (const { language } of SITES[code].locales) {
        const vars = { site: code, language, routePath: '/' };
        layoutSchema.parse((await run(HOST.layout, vars)).layout);
        navigationSchema.parse((await run(HOST.navigation, vars)).navigation);
        z.array(contentLanguageSchema).parse((await run(HOST.languages, vars)).languages);
        footerSchema.parse((await run(HOST.footer, vars)).footer);
        const keys = z.array(z.object({ key: z.string(), value: z.string() })).parse((await run(HOST.dictionary, vars)).dictionary).map((e) => e.key);
        for (const key of REQUIRED_DICTIONARY_KEYS) expect(keys).toContain(key);
      }
    }
  });
  it('keep the home components as they were', async () => {
    const layout = layoutSchema.parse((await run(HOST.layout, { site: 'dealergroup-se', routePath: '/', language: 'sv' })).layout);
    expect(layout.item?.components.map((c) => c.componentName)).toEqual(['HeroBanner', 'Blurb', 'Blurb']);
  });
});

describe('layout placeholders', () => {
  const query = `query($site: String!, $routePath: String, $language: String) { layout(site: $site, routePath: $routePath, language: $language) {
    item { path name language metaTitle navTitle pageKind components { ${COMPONENT} } placeholders { header { ${COMPONENT} } main { ${COMPONENT} } footer { ${COMPONENT} } } } } }`;

  it('gives every home page header, main and footer, each known block parsing strictly', async () => {
    for (const code of SITE_CODES) {
      for (const { language } of SITES[code].locales) {
        const item = layoutSchema.parse((await run(query, { site: code, language })).layout).item;
        const placeholders = item?.placeholders;
        if (!placeholders) throw new Error(`no placeholders for ${code}/${language}`);
        expect(placeholders.header.map((c) => c.componentName)).toEqual(['AlertBar', 'Navigation']);
        expect(placeholders.main.map((c) => c.componentName)).toEqual([
          'HeroBanner',
          'Blurb',
          'Blurb',
          'CarSearchHero',
          'CarOfTheWeek',
          'CardList',
          'CarTeasers',
          'Carousel',
          'CarTeasers',
          'CarModelCards',
          'Countdown',
          'StoriesTeaser',
        ]);
        expect(placeholders.footer[0]?.componentName).toBe('Footer');
        expect(placeholders.footer.some((c) => c.componentName === 'CreditWarning')).toBe(SITES[code].features.includes('creditWarning'));
        for (const block of placeholders.main) {
          if (block.componentName in CAR_BLOCK_FIELDS) {
            const fields = CAR_BLOCK_FIELDS[block.componentName as keyof typeof CAR_BLOCK_FIELDS];
            // Every field the sandbox sends survives the remote's lenient parse (nothing dropped as a typo).
            const parsed = fields.parse(block.fields) as Record<string, unknown>;
            for (const key of Object.keys(block.fields ?? {})) expect([key, parsed[key]]).not.toEqual([key, undefined]);
            continue;
          }
          const strict = KNOWN_BLOCK_SCHEMAS[block.componentName as keyof typeof KNOWN_BLOCK_SCHEMAS];
          expect(strict.safeParse(block).success).toBe(true);
        }
      }
    }
  });

  it('fills the car teaser blocks as editors do: picked ids in PimIds, and a predefined query for electric cars', async () => {
    const main = layoutSchema.parse((await run(query, { site: 'dealergroup-no', language: 'nb' })).layout).item?.placeholders?.main ?? [];
    const [picked, electric] = main.filter((c) => c.componentName === 'CarTeasers').map((c) => carTeasersFieldsSchema.parse(c.fields));
    expect(picked?.PimIds).toBe('1000012, 1000003, 1000007');
    // Norwegian cars call electric "Elektrisk" (packages/sandbox/src/data/vocabulary.ts FUELS).
    expect(electric).toMatchObject({ Filters: 'car_fuel=Elektrisk', NumberOfCars: 4, Sort: 'price_asc' });
  });

  it('counts down from the clock: 9 d 14 h 30 min ahead', async () => {
    const item = layoutSchema.parse((await run(query, { site: 'carstore-se' })).layout).item;
    const countdown = KNOWN_BLOCK_SCHEMAS.Countdown.parse(item?.placeholders?.main.find((c) => c.componentName === 'Countdown'));
    expect(countdown.fields).toMatchObject({ TargetDate: '2025-06-25T02:30:00.000Z', Days: 9, Hours: 14, Minutes: 30, Seconds: 0 });
  });

  it('has car model cards with four labels and one campaign', async () => {
    const item = layoutSchema.parse((await run(query, { site: 'premium-uk' })).layout).item;
    const cards = KNOWN_BLOCK_SCHEMAS.CarModelCards.parse(item?.placeholders?.main.find((c) => c.componentName === 'CarModelCards')).fields.Cards;
    expect(cards).toHaveLength(4);
    expect(cards.filter((c) => c.IsCampaign)).toHaveLength(1);
    for (const card of cards) {
      expect([card.Label1, card.Label2, card.Label3, card.Label4]).toEqual(['Price from', 'Fuel', 'Power', 'Body']);
      expect(card.LabelValue1).toMatch(/^£\d/);
      expect(card.Link?.href.startsWith('/buy-car/used-cars?car_brand=')).toBe(true);
    }
  });

  it('shows a Warning alert on one site only', async () => {
    const warnings: string[] = [];
    for (const code of SITE_CODES) {
      const bar = (await run(`{ alertBar(site: "${code}") { HasMessage MessageType } }`)).alertBar as { MessageType: string };
      if (bar.MessageType === 'Warning') warnings.push(code);
    }
    expect(warnings).toEqual(['dealergroup-no']);
  });

  it('resolves the home path per language and a story route', async () => {
    const home = async (site: string, language: string) => ((await run(`{ layout(site: "${site}", language: "${language}") { item { path } } }`)).layout as { item: { path: string } }).item.path;
    expect([await home('dealergroup-se', 'sv'), await home('dealergroup-se', 'en'), await home('premium-uk', 'en')]).toEqual(['/', '/en', '/']);
    const answer = storiesAnswerSchema.parse((await run(STORIES, { site: 'dealergroup-no', language: 'en', limit: 1 })).stories);
    const story = answer.page.stories[0];
    if (!story) throw new Error('no story');
    const item = layoutSchema.parse((await run(query, { site: 'dealergroup-no', routePath: story.url.path, language: 'en' })).layout).item;
    expect(item?.path).toBe(story.url.path);
    expect(item?.components[0]?.componentName).toBe('StoryDetail');
    expect(item?.components[0]?.fields).toMatchObject({ title: story.title, prevArticle: null, backPath: '/en/nyheter' });
  });
});

describe('stories over the graph', () => {
  const all = async (site: string, language: string): Promise<Story[]> =>
    storiesAnswerSchema.parse((await run(STORIES, { site, language, limit: 100 })).stories).page.stories;

  it('answers the index settings and pages with the cursor', async () => {
    const first = storiesAnswerSchema.parse((await run(STORIES, { site: 'premium-uk', language: 'en', datasource: '/news-and-events', limit: 4 })).stories);
    expect(first.index).toEqual({ showDates: true, layout: 'Variant 2', highlightLatestStory: false, url: { path: '/news-and-events' } });
    const everything = await all('premium-uk', 'en');
    expect(first.page.total).toBe(everything.length);
    expect(first.page.stories).toEqual(everything.slice(0, 4));
    const second = storiesAnswerSchema.parse((await run(STORIES, { site: 'premium-uk', language: 'en', limit: 4, cursor: first.page.pageInfo.endCursor })).stories);
    expect(second.page.stories).toEqual(everything.slice(4, 8));
    expect(first.page.stories[0]?.date.formattedValue).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('filters by tags (OR) and lists the tags of a language', async () => {
    const tags = z.array(storyTagSchema).parse((await run('{ tags(language: "nb") { key value id } }')).tags);
    const [a, b] = tags;
    if (!a || !b) throw new Error('tags missing');
    const everything = await all('carstore-no', 'nb');
    const expected = everything.filter((s) => s.tags.includes(a.id) || s.tags.includes(b.id));
    const answer = storiesAnswerSchema.parse((await run(STORIES, { site: 'carstore-no', language: 'nb', limit: 100, tags: [a.id, b.id] })).stories);
    expect(answer.page.stories.map((s) => s.id)).toEqual(expected.map((s) => s.id));
  });

  it('gives publish info and neighbours of a story', async () => {
    const everything = await all('carstore-sk', 'sk');
    const middle = everything[5];
    if (!middle) throw new Error('no story');
    const info = publishInfoSchema.parse((await run(`{ publishInfo(site: "carstore-sk", datasource: "${middle.url.path}/Data/Author") { date { value formattedValue } author path } }`)).publishInfo);
    expect(info).toEqual({ date: middle.date, author: middle.author, path: middle.url.path });
    const neighbours = articleNeighboursSchema.parse((await run(`{ articleNeighbours(site: "carstore-sk", path: "${middle.url.path}") { nextArticle prevArticle } }`)).articleNeighbours);
    expect(neighbours).toEqual({ nextArticle: everything[6]?.url.path, prevArticle: everything[4]?.url.path });
  });

  it('names bad input in the error', async () => {
    expect(await errorOf('{ stories(site: "nope") { page { total } } }')).toBe('Unknown site name: nope');
    expect(await errorOf('{ stories(site: "carstore-fi", cursor: "zzz") { page { total } } }')).toBe('Invalid cursor: zzz');
    expect(await errorOf('{ stories(site: "carstore-fi", limit: 1000) { page { total } } }')).toBe('limit must be an integer from 0 to 100');
    expect(await errorOf('{ stories(site: "carstore-fi", datasource: "/nyheter") { page { total } } }')).toBe('Unknown stories datasource: /nyheter');
    expect(await errorOf('{ articleNeighbours(site: "carstore-fi", path: "/uutiset/2020/x") { nextArticle } }')).toBe('Unknown story: /uutiset/2020/x');
    expect(await errorOf('{ tags(language: "de") { id } }')).toBe('Unknown language de');
  });
});

describe('languages, brand logos, facet labels', () => {
  it('tells the current language of a route from its prefix', async () => {
    const current = async (routePath: string) => contentLanguageSchema.parse((await run(`{ currentLanguage(site: "dealergroup-se", routePath: "${routePath}") { name displayName englishName nativeName url { path } } }`)).currentLanguage);
    expect((await current('/en/kop-bil')).name).toBe('en');
    expect((await current('/kop-bil')).name).toBe('sv');
    expect((await current('/en')).url.path).toBe('/en');
  });

  it('applies the brand-code rule to up to 65 brands', async () => {
    const logos = z.array(brandLogoSchema).parse((await run('{ brandLogos(site: "dealergroup-se", limit: 100) { brandCode logo logoBlackAndWhite } }')).brandLogos);
    const codes = logos.map((l) => l.brandCode);
    expect(codes).toEqual(expect.arrayContaining(['FI_TR', 'MH_TR', 'FI', 'MH', 'MERCEDESBENZ', 'VOLKSWAGEN', 'BMW']));
    expect(codes.filter((c) => c.includes('_')).sort()).toEqual(['FI_TR', 'MH_TR']);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeLessThanOrEqual(65);
    const few = (await run('{ brandLogos(site: "dealergroup-se", limit: 3) { brandCode } }')).brandLogos;
    expect(few).toHaveLength(3);
  });

  it('labels the car facets in every language of every site', async () => {
    for (const code of SITE_CODES) {
      for (const { language } of SITES[code].locales) {
        const labels = facetLabelsSchema.parse((await run(`{ facetLabels(site: "${code}", language: "${language}") { Name Label } }`)).facetLabels);
        const names = labels.map((l) => l.Name);
        for (const name of ['car_brand', 'car_model', 'car_fuel', 'car_body', 'car_gearbox', 'car_year', 'car_price', 'car_mileage']) expect(names).toContain(name);
        expect(names.includes('car_privateleasing_monthly_cost')).toBe(SITES[code].features.includes('loanCalculators'));
      }
    }
    const sv = facetLabelsSchema.parse((await run('{ facetLabels(site: "carstore-se") { Name Label } }')).facetLabels);
    expect(sv.find((l) => l.Name === 'car_fuel')?.Label).toBe('Drivmedel');
  });

  it('configures sort options per site family, each a sort the search service knows, labelled in every language', async () => {
    for (const code of SITE_CODES) {
      for (const { language } of SITES[code].locales) {
        const options = z.array(sortOptionConfigSchema).parse((await run(`{ sortOptions(site: "${code}", language: "${language}") { Name Label } }`)).sortOptions);
        expect(options.length).toBeGreaterThanOrEqual(4);
        for (const option of options) expect(['newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc']).toContain(option.Name);
      }
    }
    const names = async (site: string) => ((await run(`{ sortOptions(site: "${site}") { Name } }`)).sortOptions as { Name: string }[]).map((o) => o.Name);
    expect(await names('carstore-se')).toEqual(['price_asc', 'newest', 'price_desc', 'mileage_asc', 'year_desc']);
    expect(await names('premium-uk')).toEqual(['price_desc', 'newest', 'price_asc', 'year_desc']);
    const uk = (await run('{ sortOptions(site: "premium-uk", language: "en") { Label } }')).sortOptions as { Label: string }[];
    expect(uk[0]?.Label).toBe('Highest price');
  });

  it('answers empty but valid results under the empty fault', async () => {
    const data = await run(`{ tags(language: "sv") { id } facetLabels(site: "carstore-se") { Name } sortOptions(site: "carstore-se") { Name } stories(site: "carstore-se") { page { total stories { id } } } }`, {}, true);
    expect(data).toEqual({ tags: [], facetLabels: [], sortOptions: [], stories: { page: { total: 0, stories: [] } } });
  });
});
