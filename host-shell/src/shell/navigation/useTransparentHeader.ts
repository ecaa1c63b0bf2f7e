import { useEffect, useState } from 'react';
import { isHeaderTransparent } from './headerScroll';

/**
 * True while the home page header floats transparent over the hero. The server and the first browser
 * render assume the top of the page; the scroll position is read in an effect.
 */
export function useTransparentHeader(isHome: boolean): boolean {
  // A boolean, not the offset, so scrolling re-renders only when the threshold is crossed.
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    if (!isHome) return;
    const update = () => setAtTop(isHeaderTransparent(true, window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [isHome]);
  return isHome && atTop;
}
