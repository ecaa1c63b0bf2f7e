/** Sends the browser to a URL; a function of its own so tests can replace it. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
