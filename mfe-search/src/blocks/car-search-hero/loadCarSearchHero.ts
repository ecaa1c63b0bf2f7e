import { carCardSchema, carSearchHeroFieldsSchema, type CarSearchHeroProps, type Facet } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { blockFields } from '@showroom/mfe-runtime/block-fields';
import { pagePath } from '@showroom/sites';
import { NESTED_MODEL_FACET } from '../../search-text';

/** The facets whose values a hero search may name, in the order a word is claimed (brand before model before fuel ...). */
export const HERO_FACETS = ['car_brand', 'car_model', 'car_fuel', 'car_body', 'car_gearbox', 'car_condition'] as const;

/** Known values and each model's brand from the site's facets (limit 0). */
export function heroVocabulary(facets: readonly Facet[]): Pick<CarSearchHeroProps, 'vocabulary' | 'modelBrands'> {
  const byName = new Map(facets.map((facet) => [facet.name, facet]));
  const nested = byName.get(NESTED_MODEL_FACET);
  const modelBrands: Record<string, string> = {};
  const models: string[] = [];
  if (nested?.type === 'value') {
    for (const brand of nested.value) {
      for (const model of brand.children ?? []) {
        if (!Object.hasOwn(modelBrands, model.text)) modelBrands[model.text] = brand.text;
        models.push(model.text);
      }
    }
  }
  const vocabulary = HERO_FACETS.flatMap((name): CarSearchHeroProps['vocabulary'] => {
    if (name === 'car_model') return models.length ? [{ facet: name, values: [...new Set(models)].slice(0, 1000) }] : [];
    const facet = byName.get(name);
    return facet?.type === 'value' && facet.value.length ? [{ facet: name, values: facet.value.map((v) => v.text).slice(0, 1000) }] : [];
  });
  return { vocabulary, modelBrands };
}

/** An editor's search URL when it is a site path or an http(s) URL; anything else (javascript:, //host) is not followed. */
export function safeSearchUrl(url: string | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return /^https?:\/\/[^\s/]+/i.test(value) ? value : undefined;
}

/**
 * The car search hero: its texts, its search URL (the site's car list when the editor left it out)
 * and the values its words may name. Without the vocabulary (a failed search) every word is the
 * keyphrase, so the search still works.
 */
export async function loadCarSearchHero(ctx: LoadContext): Promise<LoadResult<CarSearchHeroProps>> {
  const fields = blockFields(carSearchHeroFieldsSchema, ctx.fields);
  const base = {
    site: ctx.siteCode,
    language: ctx.language,
    apiBase: ctx.apiBase,
    searchUrl: safeSearchUrl(fields.SearchUrl) ?? (pagePath(ctx.site, 'carList', ctx.language) ?? '/'),
    ...(fields.Title ? { title: fields.Title } : {}),
    ...(fields.Text ? { text: fields.Text } : {}),
    ...(fields.Placeholder ? { placeholder: fields.Placeholder } : {}),
    ...(fields.Image?.src ? { image: { src: fields.Image.src, alt: fields.Image.alt ?? '' } } : {}),
  };
  try {
    const facets = [...HERO_FACETS.filter((name) => name !== 'car_model'), NESTED_MODEL_FACET].map((name) => ({ name }));
    const answer = await ctx.api.search({ index: 'cars', site: ctx.siteCode, limit: 0, offset: 0, facets }, carCardSchema);
    return { kind: 'props', props: { ...base, ...heroVocabulary(answer.facet) } };
  } catch {
    return { kind: 'props', props: { ...base, vocabulary: [], modelBrands: {} } };
  }
}
