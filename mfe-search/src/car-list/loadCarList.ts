import { facetLabelMap, type CarListProps, type FacetLabel, type SortOption } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { localizePath, pagePath } from '@showroom/sites';
import { carListPathInfo, carListTitle, searchStateFromQuery, setValues, type CarListPathInfo, type SearchState } from '../search-state';
import { breadcrumbTrail } from './breadcrumbTrail';
import { panelFacetNames, RANGE_FIELDS } from './carListFacets';
import { apiCarSearcher } from './apiCarSearcher';
import type { CarSearcher } from './carSearcher';
import { runCarSearch } from './runCarSearch';
import { siteFacetLabels } from './siteFacetLabels';

/** Sort options a site gets when its content configuration has none (or cannot be read). */
export const SORT_NAMES = ['newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc'] as const;

/** The default sort options in a language. */
export function defaultSortOptions(language: LoadContext['language']): SortOption[] {
  const t = createTranslator(language);
  return SORT_NAMES.map((name) => ({ name, label: t(`carSearch.sort.${name}`) }));
}

/** The site's sort options from its content configuration, in its order; the defaults when it has none or the call fails. */
async function sortOptions(ctx: LoadContext): Promise<SortOption[]> {
  try {
    const configured = (await ctx.api.sortOptions?.(ctx.siteCode, ctx.language)) ?? [];
    if (configured.length) return configured.slice(0, 20).map((option) => ({ name: option.Name, label: option.Label }));
  } catch {
    // A sort is a convenience: the list works with the defaults.
  }
  return defaultSortOptions(ctx.language);
}

/**
 * The site's facet labels. A missing map is an error (spec 2 §8), logged with the site and language
 * so that it is seen and fixed in the content configuration; the visitor still gets the list, with
 * the basic facets under their field names.
 */
async function facetLabelsOrLogged(ctx: LoadContext): Promise<FacetLabel[]> {
  try {
    return await siteFacetLabels(ctx.api, ctx.siteCode, ctx.language);
  } catch (error) {
    console.error(`[car list] ${ctx.siteCode} (${ctx.language}): no facet label map; the filters show their field names.`, error);
    return [];
  }
}

/**
 * The car list for the request's URL: facets and the cars of pages 0..page, rendered on the server.
 * A failed search is the list's error state (carListError), never an exception.
 */
export async function loadCarList(ctx: LoadContext): Promise<LoadResult<CarListProps>> {
  const carListPath = pagePath(ctx.site, 'carList', ctx.language) ?? '/';
  const carDetailBase = pagePath(ctx.site, 'carDetail', ctx.language) ?? carListPath;
  const t = createTranslator(ctx.language);
  const heading = t('carList.heading');
  const searchCars = apiCarSearcher(ctx.api);
  const sorts = sortOptions(ctx);
  const labels = await facetLabelsOrLogged(ctx);
  const facetNames = panelFacetNames(labels);
  let search = searchStateFromQuery(ctx.query, RANGE_FIELDS, facetNames);
  let title = heading;
  let info: CarListPathInfo = {};
  if (ctx.params.length > 0) {
    const narrowed = await narrowByPath(ctx, searchCars, search);
    search = narrowed.search;
    title = narrowed.title || heading;
    info = narrowed.info;
  }
  const breadcrumbs = breadcrumbTrail({ home: { label: t('carSearch.home'), href: localizePath(ctx.site, '/', ctx.language) }, list: { label: heading, href: carListPath }, info });
  const sortList = await sorts;
  const base = {
    site: ctx.siteCode,
    language: ctx.language,
    apiBase: ctx.apiBase,
    carListPath,
    carDetailBase,
    search,
    facetNames,
    labels: facetLabelMap(labels),
    sortOptions: sortList,
    heading: title,
    breadcrumbs,
  };
  try {
    const answer = await runCarSearch(searchCars, ctx.siteCode, search, facetNames, sortList[0]?.name);
    return { kind: 'props', title, props: { ...base, facets: answer.facets, result: { state: 'loaded', cars: answer.cars, total: answer.total } } };
  } catch {
    return { kind: 'props', title, props: { ...base, facets: [], result: { state: 'error' } } };
  }
}

/**
 * '{car list}/s/{brand}/{model}' (spec 2 "Breadcrumbs"): the trailing segments name a brand and a
 * model, spelled as the stock spells them (the brand and model facets, limit 0), and become filters.
 */
async function narrowByPath(ctx: LoadContext, searchCars: CarSearcher, search: SearchState): Promise<{ search: SearchState; title: string; info: CarListPathInfo }> {
  try {
    const facets = await searchCars({ index: 'cars', site: ctx.siteCode, limit: 0, facets: [{ name: 'car_brand' }, { name: 'car_brand>car_model' }] });
    const brands = facets.facet.find((f) => f.name === 'car_brand');
    const nested = facets.facet.find((f) => f.name === 'car_brand>car_model');
    const known = {
      brands: brands?.type === 'value' ? brands.value.map((v) => v.text) : [],
      models: nested?.type === 'value' ? nested.value.flatMap((v) => (v.children ?? []).map((c) => c.text)) : [],
    };
    const info = carListPathInfo(ctx.site.paths.carList ?? '/', ctx.path, known);
    let next = search;
    if (info.brand) next = setValues(next, 'car_brand', [info.brand]);
    if (info.brand && info.model) next = setValues(next, 'car_brand>car_model', [`${info.brand}>${info.model}`]);
    return { search: next, title: carListTitle('{title}', info.brand, info.model), info };
  } catch {
    return { search, title: '', info: {} };
  }
}
