import type { Story } from '@showroom/contracts';

/** A realistic story of the Swedish dealer group (for tests). */
export function sampleStory(n: number, overrides: Partial<Story> = {}): Story {
  const day = String(28 - n).padStart(2, '0');
  return {
    id: `7F3A0C1E9B2D4E6F8A1B3C5D7E9F0A${String(n).padStart(2, '0')}`,
    date: { value: `2025-03-${day}T09:30:00.000Z`, formattedValue: `2025-03-${day}` },
    image: { src: `/-/media/stories/${n}/1.svg`, alt: `Bild ${n}` },
    title: `Nyhet ${n}`,
    premble: `Ingress ${n}`,
    body: `<p>Brödtext ${n}</p>`,
    tags: 'A1|B2',
    url: { path: `/nyheter/2025/nyhet-${n}` },
    displayName: `Nyhet ${n}`,
    author: 'Anna Berg',
    ...overrides,
  };
}
