import { use, type ReactNode } from 'react';

/** A host block whose code is a chunk of its own, and the way to fetch that chunk ahead of rendering. */
export interface LazyBlock<P extends object> {
  Component: (props: P) => ReactNode;
  /** Fetches the block's code; the browser calls it before hydrating a page that has the block (client/bootstrap). */
  preload: () => Promise<void>;
}

/**
 * A block only some pages have, kept out of the code every page loads (issue 14). Unlike React.lazy, the loaded
 * component is kept where the first render can read it synchronously: the browser fetches the chunks of the
 * page's blocks before hydrating, so hydration never suspends and a block is interactive as soon as the page is.
 * A render before the chunk arrived (the server's first, a block added later) suspends until it has; a chunk
 * that fails reaches the block's error boundary.
 */
export function lazyBlock<P extends object>(load: () => Promise<(props: P) => ReactNode>): LazyBlock<P> {
  let loaded: ((props: P) => ReactNode) | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  function Component(props: P) {
    if (!loaded) use(preload());
    const Loaded = loaded!;
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
