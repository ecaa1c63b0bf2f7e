/** URL slug of a text: lower case, ascii, hyphens (the rule of the seed's car and page slugs and the list's brand/model paths). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/[öø]/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The car detail path `{base}/{car_id}/{slug}`, the one encoding every page and the sitemap use (slug URL-encoded, no double slash). */
export function carDetailPath(base: string, car: { car_id: string; slug: string }): string {
  return `${base.replace(/\/+$/, '')}/${car.car_id}/${encodeURIComponent(car.slug)}`;
}
