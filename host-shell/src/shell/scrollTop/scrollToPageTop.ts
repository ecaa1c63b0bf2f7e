/** Scrolls to the top (smoothly unless the visitor prefers reduced motion) and moves focus to the page's start. */
export function scrollToPageTop(): void {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  // Keyboard and screen-reader users continue from the top, not from a button that is about to vanish.
  const main = document.getElementById('main');
  if (main) {
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus({ preventScroll: true });
  } else if (document.activeElement instanceof HTMLElement) {
    // Without #main, blurring returns focus to the body, the start of the page.
    document.activeElement.blur();
  }
}
