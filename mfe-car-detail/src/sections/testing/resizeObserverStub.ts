// jsdom has no layout and no ResizeObserver: these stand in for both in the section tests.

type Stub = { callback: ResizeObserverCallback; targets: Set<Element> };
const live = new Set<Stub>();

class StubResizeObserver {
  private readonly stub: Stub;
  constructor(callback: ResizeObserverCallback) {
    this.stub = { callback, targets: new Set() };
  }
  observe(target: Element) {
    this.stub.targets.add(target);
    live.add(this.stub);
  }
  unobserve(target: Element) {
    this.stub.targets.delete(target);
  }
  disconnect() {
    this.stub.targets.clear();
    live.delete(this.stub);
  }
}

/** Installs the stub as window.ResizeObserver. */
export function installResizeObserverStub(): void {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: StubResizeObserver });
}

/** Calls every live observer as a browser would after a layout change; wrap in act(). */
export function triggerResize(): void {
  for (const stub of [...live]) {
    const entries = [...stub.targets].map((target) => ({ target }) as unknown as ResizeObserverEntry);
    stub.callback(entries, {} as ResizeObserver);
  }
}

/** Number of observers still connected: a component must disconnect its own on unmount. */
export function liveObserverCount(): number {
  return live.size;
}

/** Makes every element report this scrollHeight (jsdom reports 0); returns the undo. */
export function mockScrollHeight(height: number): () => void {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => height });
  return () => {
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  };
}
