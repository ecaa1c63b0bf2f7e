// jsdom has no matchMedia, IntersectionObserver, ResizeObserver or PointerEvent. mfe-search's test stubs
// copied (a remote never imports another's source), plus a switch for prefers-reduced-motion and a
// PointerEvent, without which fireEvent.pointerMove would carry no clientX.

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

/** Installs inert matchMedia (only `(prefers-reduced-motion: reduce)` can match), IntersectionObserver, ResizeObserver and PointerEvent on window. */
export function installBrowserStubs({ reducedMotion = false }: { reducedMotion?: boolean } = {}): void {
  const matchMedia = (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
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
}
