import type { SiteCard, SiteListPage } from '../siteList';
import type { SiteFacet } from '../siteListFacets';
import { SITE_FACET_NAMES } from '../siteFacetNames';
import { SITE_LIST_LAST_PAGE, SITE_LIST_PAGE_SIZE } from '../siteListPaging';
import { anyText, countNumber, listOf, nullish, objectOf, oneOf, textBetween, textUpTo, type FieldCheck, type FieldChecks } from './fieldChecks';
import { checkFailure, type PayloadCheck } from './payloadCheck';
import { primaryImage } from './primaryImageCheck';

// One page of the dealer list as the browser reads it (GET /api/sites), without zod (issue 14: the dealer list's
// search then carries none). The stand-in for siteList.ts's siteListPageSchema with its site card, facet and
// department parts, held to its answers by siteListCheck.test.ts; the bounds below are the schemas'.

type SiteDepartmentHours = NonNullable<SiteCard['site_departments']>[number];

/** site.ts's timeZoneSchema: an IANA zone the runtime's Intl knows ("Europe/Oslo"), or UTC. */
const timeZone: FieldCheck<string> = (value, path) => {
  if (typeof value !== 'string' || value.length > 64) return checkFailure(path, 'expected a time zone name');
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return checkFailure(path, 'expected a time zone such as Europe/Stockholm');
  }
  return value === 'UTC' || value.includes('/') ? { success: true, data: value } : checkFailure(path, 'expected a time zone such as Europe/Stockholm');
};

const departmentHours = objectOf<SiteDepartmentHours>({
  openingschedule: objectOf<SiteDepartmentHours['openingschedule']>({ openinghours: listOf(objectOf({ day: anyText, displayText: anyText })) }),
  deviationdays: listOf(objectOf({ date: anyText, displayText: anyText })),
  vacationdays: listOf(objectOf({ vacationtitle: anyText, vacationstart: anyText, vacationend: anyText })),
});

// FieldChecks<SiteCard> names every key of the card, so a field added to the schema and not here fails to type-check.
const siteCardFieldChecks: FieldChecks<SiteCard> = {
  site_id: textUpTo(50),
  slug: textBetween(1, 200),
  site_official_name: textUpTo(300),
  site_street: nullish(textUpTo(300)),
  site_zip: nullish(textUpTo(20)),
  site_city: nullish(textUpTo(100)),
  site_phone: nullish(textUpTo(50)),
  site_email: nullish(textUpTo(200)),
  site_primary_image: nullish(primaryImage),
  site_geocoord: nullish(textUpTo(50)),
  site_timezone: nullish(timeZone),
  site_departments: nullish(listOf(departmentHours, 20, 'departments')),
};

const siteCard = objectOf(siteCardFieldChecks);

/** One site card as siteCardSchema parses it. */
export const siteCardCheck: PayloadCheck<SiteCard> = { safeParse: (value) => siteCard(value, '') };

const siteFacet = objectOf<SiteFacet>({
  name: oneOf(SITE_FACET_NAMES),
  values: listOf(objectOf({ text: textUpTo(200), count: countNumber }), 500, 'values'),
});

const pageNumber: FieldCheck<number> = (value, path) =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= SITE_LIST_LAST_PAGE ? { success: true, data: value as number } : checkFailure(path, `expected a page from 0 to ${SITE_LIST_LAST_PAGE}`);

const siteListPage = objectOf<SiteListPage>({
  sites: listOf(siteCard, SITE_LIST_PAGE_SIZE, 'sites'),
  total: countNumber,
  page: pageNumber,
  // The schema's default: an answer without facets has none.
  facets: (value, path) => (value === undefined ? { success: true, data: [] } : listOf(siteFacet, 2, 'facets')(value, path)),
});

/** One page of the dealer list as siteListPageSchema parses it. */
export const siteListPageCheck: PayloadCheck<SiteListPage> = { safeParse: (value) => siteListPage(value, '') };

/** The fields the list asks the search service for: the card's (every field of siteCardSchema). */
export const SITE_CARD_FIELDS = Object.keys(siteCardFieldChecks) as (keyof SiteCard)[];
