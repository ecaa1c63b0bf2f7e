import { useEffect, useRef, useState, type RefObject } from 'react';
import { breakpoints } from '@showroom/ui';
import { splitOverflow } from './overflow';

/** Room the 'More' trigger takes before it has been measured once. */
export const MORE_WIDTH_ESTIMATE = 110;

const DESKTOP_NAV_QUERY = `(min-width: ${breakpoints.desktopNav}px)`;

/**
 * How many top items stay in the bar (null: all of them, as on the server and below 1280 px). Items are
 * `[data-nav-item]` children of the list, the trigger is `[data-nav-more]`; each width is remembered from
 * when it was last shown, since an item in 'More' has no width in the bar.
 */
export function useOverflowCount(list: RefObject<HTMLElement | null>, itemCount: number, gap: number): number | null {
  const [visible, setVisible] = useState<number | null>(null);
  const widths = useRef<number[]>([]);
  const moreWidth = useRef(MORE_WIDTH_ESTIMATE);
  const remeasure = useRef<(() => void) | null>(null);

  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined' || typeof window.matchMedia !== 'function') return;
    const measure = () => {
      if (!window.matchMedia(DESKTOP_NAV_QUERY).matches) return setVisible(null);
      const available = element.clientWidth;
      if (available <= 0) return;
      const children = Array.from(element.children) as HTMLElement[];
      children
        .filter((child) => child.hasAttribute('data-nav-item'))
        .forEach((child, index) => {
          const width = child.getBoundingClientRect().width;
          if (!child.hidden && width > 0) widths.current[index] = width + gap;
        });
      const more = children.find((child) => child.hasAttribute('data-nav-more'));
      const measuredMore = more?.getBoundingClientRect().width ?? 0;
      if (measuredMore > 0) moreWidth.current = measuredMore + gap;
      const known = Array.from({ length: itemCount }, (_, index) => widths.current[index] ?? 0);
      const fit = splitOverflow(known, available, moreWidth.current);
      setVisible(fit >= itemCount ? null : fit);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    remeasure.current = measure;
    measure();
    return () => {
      remeasure.current = null;
      observer.disconnect();
    };
  }, [list, itemCount, gap]);

  // Once 'More' shows, its real width replaces the estimate; widths are cached, so this settles in one step.
  useEffect(() => {
    if (visible !== null) remeasure.current?.();
  }, [visible]);

  return visible;
}
