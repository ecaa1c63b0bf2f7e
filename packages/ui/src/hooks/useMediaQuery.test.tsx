import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { usePrefersReducedMotion, useMediaQuery } from './useMediaQuery';

type Listener = () => void;

/** A matchMedia whose answer `set` changes; `legacy` offers only addListener/removeListener (Safari before 14). */
function installMatchMedia(matches: boolean, { legacy = false } = {}) {
  const listeners = new Set<Listener>();
  const state = { matches };
  const list = (query: string) => ({
    get matches() {
      return state.matches;
    },
    media: query,
    ...(legacy ? {} : { addEventListener: (_: string, fn: Listener) => listeners.add(fn), removeEventListener: (_: string, fn: Listener) => listeners.delete(fn) }),
    addListener: (fn: Listener) => listeners.add(fn),
    removeListener: (fn: Listener) => listeners.delete(fn),
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: jest.fn(list) });
  return {
    listeners,
    set(next: boolean) {
      state.matches = next;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

function Probe({ query }: { query: string }) {
  const matches = useMediaQuery(query);
  return <output>{String(matches)}</output>;
}

function MotionProbe() {
  return <output>{String(usePrefersReducedMotion())}</output>;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('useMediaQuery', () => {
  it('is null without matchMedia', () => {
    render(<Probe query="(min-width: 1024px)" />);
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('is null in the server render, so hydration matches it', () => {
    installMatchMedia(true);
    expect(renderToString(<Probe query="(min-width: 1024px)" />)).toContain('null');
  });

  // React reads the snapshot on every render and matchMedia parses the query on every call (issue 14).
  it('asks matchMedia once per query, however often it renders', () => {
    installMatchMedia(false);
    const view = render(<Probe query="(min-width: 1200px)" />);
    for (let i = 0; i < 3; i++) view.rerender(<Probe query="(min-width: 1200px)" />);
    expect((window.matchMedia as jest.Mock).mock.calls).toEqual([['(min-width: 1200px)']]);
  });

  it('answers at once in the browser and follows changes', () => {
    const media = installMatchMedia(false);
    render(<Probe query="(min-width: 1024px)" />);
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');
    expect(screen.getByRole('status')).toHaveTextContent('false');
    media.set(true);
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });

  it('listens with the older API where only that exists, and stops listening when unmounted', () => {
    const media = installMatchMedia(true, { legacy: true });
    const { unmount } = render(<Probe query="(min-width: 1024px)" />);
    expect(screen.getByRole('status')).toHaveTextContent('true');
    media.set(false);
    expect(screen.getByRole('status')).toHaveTextContent('false');
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});

describe('usePrefersReducedMotion', () => {
  it('assumes reduced motion until it knows', () => {
    render(<MotionProbe />);
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });

  it('follows the reduced-motion query', () => {
    const media = installMatchMedia(false);
    render(<MotionProbe />);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(screen.getByRole('status')).toHaveTextContent('false');
    media.set(true);
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });
});
