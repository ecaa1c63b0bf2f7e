// jsdom has no matchMedia, IntersectionObserver or ResizeObserver; the carousel library needs all
// three to start. These do nothing, which is what a carousel that never scrolls in a test needs.

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Installs inert matchMedia (nothing matches), IntersectionObserver and ResizeObserver on window. */
export function installBrowserStubs(): void {
  const matchMedia = (query: string) => ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => true });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: NoopObserver });
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: NoopObserver });
}
