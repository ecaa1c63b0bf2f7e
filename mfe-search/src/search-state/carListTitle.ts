/** The placeholder of a site's title template ("{title} | Dealergroup"). */
export const TITLE_PLACEHOLDER = '{title}';

/**
 * The car list page title: "Volvo XC60" put into the site's title template; the fallback (e.g. the
 * list heading) when neither brand nor model is known. A model already starting with the brand
 * ("Volvo XC60") is not prefixed twice.
 */
export function carListTitle(template: string, brand?: string, model?: string, fallback = ''): string {
  const b = brand?.trim() ?? '';
  const m = model?.trim() ?? '';
  const named = b && m.toLowerCase().startsWith(`${b.toLowerCase()} `) ? m : [b, m].filter(Boolean).join(' ');
  const title = named || fallback.trim();
  if (!title) return '';
  return template.includes(TITLE_PLACEHOLDER) ? template.split(TITLE_PLACEHOLDER).join(title) : title;
}
