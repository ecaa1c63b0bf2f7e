import createEmotionCache from '@emotion/cache';

/**
 * Test helper: an emotion cache writing into a shadow root (PITFALLS: `createCache({ container })`).
 * Not speedy, so rules land in the style tags' text: jsdom gives shadow-root style tags no CSSOM sheet.
 */
export function createCache(shadow: ShadowRoot) {
  return createEmotionCache({ key: 'shadow', container: shadow, speedy: false });
}
