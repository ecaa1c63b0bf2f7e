// jsdom lacks matchMedia, IntersectionObserver, ResizeObserver and media playback. These give a test control over
// them; @showroom/ui/testing's installBrowserStubs (re-exported by the kit) puts inert ones in place.

type MatchFn = (query: string) => boolean;

/** Installs window.matchMedia answering with `matches`; `set` changes the answer and notifies listeners. */
export function mockMatchMedia(initial: MatchFn) {
  let current = initial;
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      get matches() {
        return current(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
      addListener: (listener: () => void) => entry.listeners.add(listener),
      removeListener: (listener: () => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    set(next: MatchFn) {
      current = next;
      for (const entry of lists) for (const listener of entry.listeners) listener();
    },
    restore() {
      delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}

/** A matcher for "the user prefers reduced motion" or not, everything else false. */
export const reducedMotion = (reduce: boolean): MatchFn => (query) => (query.includes('prefers-reduced-motion') ? reduce : false);

/** Installs an IntersectionObserver whose entries the test fires with `intersect`. */
export function mockIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver };
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
  return {
    /** Reports every observed element (or those matching `filter`) as in or out of view. */
    intersect(isIntersecting: boolean, filter: (el: Element) => boolean = () => true) {
      for (const observer of [...observers]) {
        const entries = [...observer.targets].filter(filter).map((target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as unknown as IntersectionObserverEntry);
        if (entries.length) observer.callback(entries, observer.self);
      }
    },
    observedCount: () => [...observers].reduce((n, o) => n + o.targets.size, 0),
    restore() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

/** Installs a ResizeObserver that never reports (enough for embla to start). */
export function mockResizeObserver() {
  class FakeResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: FakeResizeObserver });
  return {
    restore() {
      delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    },
  };
}

/** Makes play() and pause() on media elements change `paused` and fire play/pause events; `rejectPlay` simulates a blocked autoplay. */
export function mockMediaPlayback({ rejectPlay = false } = {}) {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  const pausedSpy = jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (rejectPlay) return Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  return {
    play,
    pause,
    restore() {
      play.mockRestore();
      pause.mockRestore();
      pausedSpy.mockRestore();
    },
  };
}
