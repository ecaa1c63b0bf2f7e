// Widths from the spec: mobile below 768 (cards: 1 column up to 768), sticky filter sidebar
// from 1024, desktop navigation (and its 'More' overflow) from 1280, mega-menu images above 1500.

/** Minimum widths in px, named by what starts there. */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
  stickyFilter: 1024,
  desktopNav: 1280,
  megaMenuImages: 1500,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** A media query for widths from `name` up. */
export function mqUp(name: Breakpoint): string {
  return `@media (min-width: ${breakpoints[name]}px)`;
}

/** A media query for widths below `name`; .02px under it so the two never both match at the edge. */
export function mqDown(name: Breakpoint): string {
  return `@media (max-width: ${breakpoints[name] - 0.02}px)`;
}

/** Ready-made queries: `mq.mobile` is below tablet, the others are "from this width up". */
export const mq = {
  mobile: mqDown('tablet'),
  tablet: mqUp('tablet'),
  desktop: mqUp('desktop'),
  stickyFilter: mqUp('stickyFilter'),
  desktopNav: mqUp('desktopNav'),
  megaMenuImages: mqUp('megaMenuImages'),
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
