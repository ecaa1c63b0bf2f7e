import type { FacetLabel, LanguageCode, ShowroomApi, SiteCodeValue } from '@showroom/contracts';

/** Spec 2 §3 "Facet" and §8: a site whose content configuration holds no facet label map is an error. */
export class MissingFacetMapError extends Error {
  constructor(
    readonly site: SiteCodeValue,
    readonly language: LanguageCode,
    options?: { cause?: unknown },
  ) {
    super(`Missing facet map for ${site} (${language})`, options);
    this.name = 'MissingFacetMapError';
  }
}

/**
 * The site's facet labels in a language. Throws MissingFacetMapError when there are none: an empty
 * answer, a failed call and an API without the call all leave the panel without its map.
 */
export async function siteFacetLabels(api: Pick<ShowroomApi, 'facetLabels'>, site: SiteCodeValue, language: LanguageCode): Promise<FacetLabel[]> {
  let labels: FacetLabel[] | undefined;
  try {
    labels = await api.facetLabels?.(site, language);
  } catch (cause) {
    throw new MissingFacetMapError(site, language, { cause });
  }
  if (!labels?.length) throw new MissingFacetMapError(site, language);
  return labels;
}
