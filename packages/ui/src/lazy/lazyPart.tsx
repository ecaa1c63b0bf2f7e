import { lazy, useState, type ComponentType } from 'react';
import { PartErrorBoundary } from './PartErrorBoundary';
import { PartFailure, type PartFailureTexts } from './PartFailure';

export type { PartFailureTexts } from './PartFailure';

/** The props of a part made by `lazyPart`: its own, and the words it shows if its code does not come. */
export type LazyPartProps<P> = P & { partFailure: PartFailureTexts };

/** The code of a part did not come (a dropped connection, a deploy that removed the chunk). */
export class PartLoadError extends Error {
  constructor(name: string, cause: unknown) {
    super(`the code of "${name}" did not come`, { cause });
    this.name = 'PartLoadError';
  }
}

/**
 * A component whose code is fetched on demand (React.lazy; the caller's Suspense shows the wait). If the code does
 * not come, the part's place says so with a button that fetches it again, and the rest of the page keeps its state
 * (a half-filled booking, the list behind a dialog): without it the section's error boundary would replace the whole
 * remote. A fetch is tried again only when the visitor asks (the button, or showing the part anew after its failure
 * was seen, as a dialog opened again), never in a loop while offline.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, name: string): ComponentType<LazyPartProps<P>> {
  const fetchCode = async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch (cause) {
      throw new PartLoadError(name, cause);
    }
  };
  // One lazy component for every place that shows the part, replaced when a visitor asks to try again
  // (React.lazy keeps a failed fetch's error for good). Not on React's own retry of a failed render: before the
  // failure is committed a replacement would fetch again at once, and again, for as long as the network is down.
  let code: ComponentType<P> = lazy(fetchCode);
  let failureShown = false;
  const fresh = () => {
    code = lazy(fetchCode);
    failureShown = false;
  };
  function LazyPart({ partFailure, ...props }: LazyPartProps<P>) {
    // Once per mount: a part shown anew after its failure was seen (a dialog opened again) fetches its code again.
    useState(() => failureShown && fresh());
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      fresh();
      setAttempt((n) => n + 1);
    };
    const Code = code;
    // Only its failed fetch stays in the part's place; any other error goes on to the section's boundary, as before.
    // The retry is this component's (a fresh lazy component for every place, and a new key), not the boundary's.
    return (
      <PartErrorBoundary key={attempt} catches={(error) => error instanceof PartLoadError} failed={<PartFailure texts={partFailure} onRetry={retry} onShown={() => (failureShown = true)} />}>
        <Code {...(props as P)} />
      </PartErrorBoundary>
    );
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}
