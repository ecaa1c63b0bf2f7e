/**
 * Whether a block at this position is likely on the first screen: the first two blocks of a page. On a phone the
 * hero rarely fills the screen, and the block after it shows too; measured on dealergroup-se's home page, a lazy
 * picture there was Lighthouse's LCP element, fetched only after layout.
 */
export function inFirstScreen(index: number): boolean {
  return index < 2;
}
