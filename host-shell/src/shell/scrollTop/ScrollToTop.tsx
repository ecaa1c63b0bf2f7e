import { lazy, Suspense } from 'react';
import { useScrolledPastThreshold } from './useScrolledPastThreshold';

// The button's code is fetched the first time the visitor scrolls past the threshold: most pages are read from the
// top, and every page's main.js carried it (issue 14).
const ScrollTopButton = lazy(() => import(/* webpackChunkName: "scroll-top" */ './ScrollTopButton').then((m) => ({ default: m.ScrollTopButton })));

/** The bottom-left button that appears after 528 px of scrolling and takes the visitor back to the top. */
export function ScrollToTop() {
  const shown = useScrolledPastThreshold();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTopButton />
    </Suspense>
  );
}
