import fc from 'fast-check';
import { siteCardSchema, siteListPageSchema } from '../siteList';
import { SITE_CARD_FIELDS, siteCardCheck, siteListPageCheck } from './siteListCheck';
import { oneFieldOff, sameAnswers, textAround } from './testing/sameAnswers';

// The zod schema is the description; the hand-written check must give its answers, value for value.

const maybe = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | null | undefined> => fc.oneof(value, fc.constant(null), fc.constant(undefined));
/** Mostly valid, now and then wrong in one way: a mistake in one part's check shows only when the rest is valid. */
const mostly = <T, U>(valid: fc.Arbitrary<T>, wrong: fc.Arbitrary<U>): fc.Arbitrary<T | U> => fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: wrong });
const badCount = fc.constantFrom(-1, 0.5, 2 ** 53, Number.NaN, Infinity, '3', null);
// Zones the runtime knows and some it does not, 'UTC' and a known zone without a slash ('CET') among them.
const zone = mostly(fc.constantFrom('Europe/Stockholm', 'Europe/Oslo', 'UTC', 'europe/oslo', 'Etc/GMT+1'), fc.oneof(fc.constantFrom('CET', 'GMT', 'Mars/Olympus', ''), fc.string({ maxLength: 6 }), textAround(64)));

const text = fc.string({ maxLength: 5 });
const validHours = fc.record({
  openingschedule: fc.record({ openinghours: fc.array(fc.record({ day: text, displayText: text }), { maxLength: 2 }) }),
  deviationdays: fc.array(fc.record({ date: text, displayText: text }), { maxLength: 2 }),
  vacationdays: fc.array(fc.record({ vacationtitle: text, vacationstart: text, vacationend: text }), { maxLength: 2 }),
});
const hours = fc.oneof(
  validHours,
  oneFieldOff(validHours, {
    openingschedule: fc.oneof(fc.constant({}), fc.constant({ openinghours: [{ day: 1, displayText: 'x' }] })),
    deviationdays: fc.constant([{ date: '2026-12-24' }]),
    vacationdays: fc.constant([{ vacationtitle: 'Jul', vacationstart: '2026-12-24', vacationend: null }]),
  }),
);

const validCard = fc.record(
  {
    site_id: textAround(50),
    slug: fc.string({ minLength: 1, maxLength: 200 }),
    site_official_name: textAround(300),
    site_street: maybe(textAround(300)),
    site_zip: maybe(textAround(20)),
    site_city: maybe(textAround(100)),
    site_phone: maybe(textAround(50)),
    site_email: maybe(textAround(200)),
    site_primary_image: maybe(fc.record({ thumbnail_url: fc.string({ maxLength: 5 }), blur_data_url: maybe(fc.string({ maxLength: 5 })) }, { requiredKeys: ['thumbnail_url'] })),
    site_geocoord: maybe(textAround(50)),
    site_timezone: maybe(zone),
    site_departments: maybe(fc.oneof(fc.array(hours, { maxLength: 2 }), fc.array(validHours, { minLength: 19, maxLength: 21 }))),
  },
  { requiredKeys: ['site_id', 'slug', 'site_official_name'] },
);
const cardOneFieldOff = oneFieldOff(validCard, {
    site_id: fc.oneof(fc.constant(7), fc.string({ minLength: 51, maxLength: 52 })),
    slug: fc.oneof(fc.constant(''), textAround(200)),
    site_primary_image: fc.oneof(fc.constant({ thumbnail_url: null }), fc.constant('x.jpg')),
    site_timezone: fc.constant(3),
    site_departments: fc.oneof(fc.constant({}), fc.array(fc.anything(), { minLength: 1, maxLength: 2 })),
});
const card = mostly(validCard, cardOneFieldOff);
const smallCard = fc.record({ site_id: fc.constant('1'), slug: fc.constant('s'), site_official_name: fc.constant('S') });
const facetName = fc.constantFrom('region', 'brand', 'city', 'Region');
const validFacet = fc.record({ name: fc.constantFrom('region', 'brand'), values: fc.oneof(fc.array(fc.record({ text: textAround(200), count: fc.nat() }), { maxLength: 3 }), fc.array(fc.record({ text: fc.constant('a'), count: fc.constant(1) }), { minLength: 499, maxLength: 501 })) });
const facet = mostly(validFacet, oneFieldOff(validFacet, { name: facetName, values: fc.array(fc.record({ text: text, count: badCount }), { minLength: 1, maxLength: 2 }) }));
const validPage = fc.record(
  {
    sites: fc.oneof(fc.array(card, { maxLength: 3 }), fc.array(smallCard, { minLength: 47, maxLength: 49 })),
    total: fc.nat(),
    page: fc.integer({ min: 0, max: 19 }),
    facets: fc.array(facet, { maxLength: 3 }),
  },
  { requiredKeys: ['sites', 'total', 'page'] },
);
const page = oneFieldOff(validPage, { sites: fc.constant({}), total: badCount, page: fc.constantFrom(-1, 20, 1.5, '0'), facets: fc.constantFrom(null, {}) });

describe('siteCardCheck gives siteCardSchema answers', () => {
  it('on generated cards, one field off, around every bound, and values of every kind', () => {
    sameAnswers(siteCardSchema, siteCardCheck, fc.oneof({ weight: 8, arbitrary: cardOneFieldOff }, { weight: 1, arbitrary: fc.anything() }));
  });
});

describe('siteListPageCheck gives siteListPageSchema answers', () => {
  it('on generated pages, one field off, around every bound, and values of every kind', () => {
    sameAnswers(siteListPageSchema, siteListPageCheck, fc.oneof({ weight: 8, arbitrary: page }, { weight: 1, arbitrary: fc.anything() }), 2500);
  });

  it('takes a missing facets list as none, checks the time zone by Intl, and says where a page is wrong', () => {
    // Worked by hand: no `facets` key gives facets []; 'Mars/Olympus' is no zone Intl knows; 'CET' has no slash.
    const site = { site_id: '12', slug: 'bil-city', site_official_name: 'Bil City', site_timezone: 'Europe/Stockholm' };
    expect(siteListPageCheck.safeParse({ sites: [site], total: 1, page: 0 })).toStrictEqual({ success: true, data: { sites: [site], total: 1, page: 0, facets: [] } });
    expect(siteListPageCheck.safeParse({ sites: [{ ...site, site_timezone: 'Mars/Olympus' }], total: 1, page: 0 }).success).toBe(false);
    expect(siteListPageCheck.safeParse({ sites: [{ ...site, site_timezone: 'CET' }], total: 1, page: 0 })).toEqual({ success: false, error: { message: 'sites.0.site_timezone: expected a time zone such as Europe/Stockholm' } });
    expect(siteListPageCheck.safeParse({ sites: [], total: 1, page: 20 })).toEqual({ success: false, error: { message: 'page: expected a page from 0 to 19' } });
  });
});

describe('SITE_CARD_FIELDS', () => {
  it("is every field of siteCardSchema, in the schema's order", () => {
    expect(SITE_CARD_FIELDS).toEqual(Object.keys(siteCardSchema.shape));
  });
});
