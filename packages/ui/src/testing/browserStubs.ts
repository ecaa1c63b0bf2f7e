import { REDUCED_MOTION_QUERY } from '../hooks/useMediaQuery';

// jsdom has no matchMedia, IntersectionObserver, ResizeObserver or PointerEvent. The carousel (embla)
// needs the first three to start; without PointerEvent, fireEvent.pointerMove carries no clientX.
// These do nothing, which is what a carousel that never scrolls in a test needs.

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

class StubPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

const STUBBED = ['matchMedia', 'IntersectionObserver', 'ResizeObserver'] as const;

/**
 * Installs an inert matchMedia (only the reduced-motion query can match, when asked to),
 * IntersectionObserver, ResizeObserver and, where missing, PointerEvent on window. Returns a
 * function that takes the first three away again.
 */
export function installBrowserStubs({ reducedMotion = false }: { reducedMotion?: boolean } = {}): () => void {
  const matchMedia = (query: string) => ({
    matches: reducedMotion && query === REDUCED_MOTION_QUERY,
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
  if (typeof window.PointerEvent !== 'function') Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: StubPointerEvent });
  return () => {
    for (const name of STUBBED) Reflect.deleteProperty(window, name);
  };
}
