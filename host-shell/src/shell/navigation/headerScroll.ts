/** The home page header stays transparent until the page is scrolled more than this (spec 1 §9). */
export const HOME_SOLID_SCROLL_PX = 100;

/** True while the header floats transparent: only on the home page, and only up to 100 px of scrolling. */
export function isHeaderTransparent(isHome: boolean, scrollY: number): boolean {
  return isHome && scrollY <= HOME_SOLID_SCROLL_PX;
}
