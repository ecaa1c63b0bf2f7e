import { __unsafe_useEmotionCache as useEmotionCache, css, useTheme, type EmotionCache, type SerializedStyles, type Theme } from '@emotion/react';
import { useInsertionEffect } from 'react';

/** Styles made from the theme (and a look, for components with variants): called once per theme and look. */
export type ThemedStyles = (theme: Theme) => SerializedStyles;

// Serialised once per theme and styles function: a styled element serialises and hashes its styles on every render,
// and a car list renders a card's three styled elements 8-48 times on each filter change (issue 14, bench:search-ui).
const made = new WeakMap<Theme, WeakMap<ThemedStyles, SerializedStyles>>();

function stylesFor(theme: Theme, styles: ThemedStyles): SerializedStyles {
  let byStyles = made.get(theme);
  if (!byStyles) made.set(theme, (byStyles = new WeakMap()));
  let serialized = byStyles.get(styles);
  if (!serialized) byStyles.set(styles, (serialized = styles(theme)));
  return serialized;
}

// What emotion's registerStyles and insertStyles do for a class (@emotion/utils), without a second copy of that package
// in each build. Registered in render, as a styled element's class is, so a styled element given this class merges its
// styles (the same on the server and in the browser, for hydration); inserted into the page's cache once, and on the
// server the host's compat cache keeps the rule for the page's one style tag.
function register(cache: EmotionCache, serialized: SerializedStyles): void {
  const className = `${cache.key}-${serialized.name}`;
  if (cache.registered[className] === undefined) cache.registered[className] = serialized.styles;
}

function insert(cache: EmotionCache, serialized: SerializedStyles): void {
  if (cache.inserted[serialized.name] !== undefined) return;
  const className = `${cache.key}-${serialized.name}`;
  let current: SerializedStyles | undefined = serialized;
  do {
    cache.insert(current === serialized ? `.${className}` : '', current, cache.sheet, true);
    current = current.next;
  } while (current !== undefined);
}

const onServer = typeof document === 'undefined';

/**
 * The class name of themed styles, for a plain element in place of a styled one: one fiber and no serialising per
 * render. `styles` must be a module-level function (it is the cache key). Needs an emotion cache on the server (the
 * host's page cache, an embed's or a test's CacheProvider); without one the class has no rule there.
 */
export function useThemeClass(styles: ThemedStyles): string {
  const theme = useTheme();
  const cache = useEmotionCache();
  const serialized = stylesFor(theme, styles);
  if (cache) register(cache, serialized);
  // On the server no effect runs: the rule goes in as the page renders, as emotion's own styled elements do there.
  if (onServer && cache) insert(cache, serialized);
  useInsertionEffect(() => {
    if (cache) insert(cache, serialized);
  }, [cache, serialized]);
  return `${cache?.key ?? 'css'}-${serialized.name}`;
}

/**
 * A styles function per look (a component's variant, size ...), made on first use and kept: useThemeClass caches by
 * the function, so each render must pass the same one for the same look. `keyOf` names a look that is not a primitive.
 */
export function stylesPerLook<L>(make: (look: L) => ThemedStyles, keyOf: (look: L) => unknown = (look) => look): (look: L) => ThemedStyles {
  const looks = new Map<unknown, ThemedStyles>();
  return (look) => {
    const key = keyOf(look);
    let styles = looks.get(key);
    if (!styles) looks.set(key, (styles = make(look)));
    return styles;
  };
}

/** `css` for the styles of useThemeClass, re-exported so a component's styles module needs one import. */
export { css };
