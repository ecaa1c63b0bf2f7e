import type { StoriesAnswer, StoriesIndex, Story, StoryTag } from '@showroom/contracts';

/** Story n of a Swedish sample: n = 1 is the newest (28 March 2025), each next one a day older. */
export function sampleStory(n: number, overrides: Partial<Story> = {}): Story {
  const day = String(28 - n).padStart(2, '0');
  return {
    id: `STORY${String(n).padStart(2, '0')}`,
    date: { value: `2025-03-${day}T09:30:00.000Z`, formattedValue: `2025-03-${day}` },
    image: { src: `/-/media/stories/${n}/1.svg`, alt: `Bild ${n}` },
    title: `Nyhet ${n}`,
    premble: `Ingress ${n}`,
    body: `<p>Brödtext ${n}</p>`,
    tags: n % 2 ? 'A1' : 'A1|B2',
    url: { path: `/nyheter/2025/nyhet-${n}` },
    displayName: `Nyhet ${n}`,
    author: 'Anna Berg',
    ...overrides,
  };
}

export const SAMPLE_INDEX: StoriesIndex = { id: 'stories-index-dealergroup-se', showDates: true, layout: 'Variant 1', highlightLatestStory: false, url: { path: '/nyheter' } };

/** A page of `count` stories starting after `offset`, out of `total`; the cursor names the last one. */
export function sampleAnswer(count: number, total: number, offset = 0, index: StoriesIndex = SAMPLE_INDEX): StoriesAnswer {
  const stories = Array.from({ length: count }, (_, i) => sampleStory(offset + i + 1));
  const loaded = offset + count;
  return { index, page: { total, pageInfo: { hasNext: loaded < total, endCursor: stories.length ? `cursor-${loaded}` : null }, stories } };
}

export const SAMPLE_TAGS: StoryTag[] = [
  { key: 'news', value: 'Nyheter', id: 'A1' },
  { key: 'service', value: 'Service', id: 'B2' },
  { key: 'events', value: 'Evenemang', id: 'C3' },
];
