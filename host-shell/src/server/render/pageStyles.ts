import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * A per-page emotion cache that collects the page's styles instead of writing a <style> tag beside each
 * component (`compat` makes emotion keep each rule in `inserted` and render none inline): 140-odd tags on a
 * home page became one (issue 14). The key stays 'css', the browser's default cache, which adopts the tag
 * by the names in its data-emotion attribute and inserts none of those rules again.
 */
export function createPageStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The page's styles in one tag for the head, with the response's CSP nonce; a `<` in a rule (never needed outside a string) is escaped so no rule can close the tag. */
export function pageStyleTag(cache: EmotionCache, nonce?: string): string {
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    names.push(name);
    css += rules;
  }
  if (names.length === 0) return '';
  // The nonce lets the tag through the page's style-src (base64url: nothing to escape in an attribute).
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return `<style data-emotion="${cache.key} ${names.join(' ')}"${nonceAttribute}>${css.replace(/</g, '\\3c ')}</style>`;
}
