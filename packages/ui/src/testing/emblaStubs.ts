// jsdom has no IntersectionObserver or ResizeObserver, and embla needs both to start (and
// matchMedia, which the carousel also reads for reduced motion). Test helper, not public API.

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Installs observers that never report and a matchMedia in which only reduced motion may match. */
export function installEmblaStubs({ reducedMotion }: { reducedMotion: boolean }): () => void {
  const matchMedia = (query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => true,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: NoopObserver });
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: NoopObserver });
  return () => {
    for (const name of ['matchMedia', 'IntersectionObserver', 'ResizeObserver']) Reflect.deleteProperty(window, name);
  };
}
