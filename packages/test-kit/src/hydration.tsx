import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export interface Hydrated {
  /** The server's HTML, as it went into the container. */
  html: string;
  /** The hydrated container, attached to document.body; remove it when done. */
  container: HTMLElement;
  root: Root;
}

/**
 * The SSR-then-hydrate check: renders `ui` on the server, hydrates that HTML in jsdom and fails on any
 * hydration mismatch or console error. `server` may differ from `ui` where the browser's tree is built
 * apart (the same props, a fresh bus); `beforeHydrate` runs between the two (stored state, a check of the HTML).
 */
export async function serverRenderThenHydrate(ui: ReactElement, options: { server?: ReactElement; beforeHydrate?: (container: HTMLElement) => void } = {}): Promise<Hydrated> {
  const html = renderToString(options.server ?? ui);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  options.beforeHydrate?.(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls).toEqual([]);
  } finally {
    errors.mockRestore();
  }
  return { html, container, root: root! };
}
