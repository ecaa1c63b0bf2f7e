/**
 * Shows the desktop parts of the header and hides the mobile ones, as a screen of 1280 px or more would.
 * jsdom applies style sheets (in document order, without media queries or specificity), so tests of
 * the desktop bar call this after the first render: emotion then adds later rules before this sheet.
 * Returns the clean-up.
 */
export function showDesktopLayout(): () => void {
  const style = document.createElement('style');
  style.textContent = '[data-layout="desktop"] { display: flex !important; } [data-layout="mobile"] { display: none !important; }';
  document.head.append(style);
  return () => style.remove();
}
