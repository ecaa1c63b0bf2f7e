import { SITES } from '@showroom/sites';
import type { ContentBlock } from '@showroom/contracts';
import { routeItem } from './routeItem';
import { StoryCatalog } from './storyCatalog';

const catalog = new StoryCatalog({ seed: 1, now: new Date('2026-11-02T09:00:00Z') });

/** Every image field ({ src, ... }) anywhere in a block's fields. */
function imageFields(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(imageFields);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.src === 'string' && /\/-\/media\//.test(record.src) ? [record] : [];
  return [...own, ...Object.values(record).flatMap(imageFields)];
}

describe("the home page's host blocks", () => {
  // As the CMS gives them: an image field states its picture's size, so the page holds its layout before the picture
  // loads, and the browser can tell which blocks are near the first screen before hydrating (host blocks/whenNear).
  it.each(Object.values(SITES).map((site) => [site.code, site] as const))('%s: every picture of a hero, blurb or card states its size', (_code, site) => {
    const main: ContentBlock[] = routeItem(site, site.locales[0]?.language ?? 'en', '/', catalog)?.placeholders?.main ?? [];
    const blocks = main.filter((block) => ['HeroBanner', 'Blurb', 'CardList'].includes(block.componentName));
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const images = blocks.flatMap((block) => imageFields(block.fields));
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) expect([image.src, typeof image.width, typeof image.height]).toEqual([image.src, 'number', 'number']);
  });
});
