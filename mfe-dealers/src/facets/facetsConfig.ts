import { SITE_FACET_NAMES, siteFacetNameSchema, type SiteFacetName, z } from '@showroom/contracts';

/** The page's DealerList block in the content configuration, as far as the facets go: `Facets: "region,brand"`. */
const pageFieldsSchema = z.object({ Facets: z.string().check(z.maxLength(200)) });

/**
 * The facets the content configures for the list, in its order, each once. No field, or one that is not
 * text, is no facets. An unknown name is left out and logged, so an editor's typo costs that facet only.
 */
export function facetsOf(fields: Record<string, unknown> | undefined, log: (message: string) => void = (message) => console.warn(message)): SiteFacetName[] {
  const parsed = pageFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    if (fields && 'Facets' in fields) log(`[dealer list] the Facets field is not a list of names; no facets shown`);
    return [];
  }
  const names: SiteFacetName[] = [];
  for (const raw of parsed.data.Facets.split(',')) {
    const name = raw.trim().toLowerCase();
    if (name === '') continue;
    const known = siteFacetNameSchema.safeParse(name);
    if (!known.success) log(`[dealer list] unknown facet "${name.slice(0, 50)}" in the Facets field; the known are ${SITE_FACET_NAMES.join(', ')}`);
    else if (!names.includes(known.data)) names.push(known.data);
  }
  return names;
}
