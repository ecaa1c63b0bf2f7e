import { lazy, useState, type ComponentType } from 'react';
import { HydrateWhenNear, type HydrateWhenNearProps } from './HydrateWhenNear';
import { PartErrorBoundary } from './PartErrorBoundary';
import { PartFailure, type PartFailureTexts } from './PartFailure';

export { NEAR_VIEWPORT_MARGIN } from './HydrateWhenNear';

export interface LoadWhenNearOptions<P> extends Pick<HydrateWhenNearProps, 'when'> {
  /**
   * The words the part's place shows, in the page's language, if its code does not come (or it fails to render),
   * with a button that fetches it again: the rest of the page stays. Without it the failure goes on to the nearest
   * boundary above (the host wraps its own parts: `PartErrorBoundary` in its shell).
   */
  failure?: (props: P) => PartFailureTexts;
}

/**
 * A component whose code is fetched only when its place on the page comes near the viewport, or the visitor
 * focuses or touches it first (issue 14): `HydrateWhenNear` around a lazy component, so its server HTML stays
 * as sent until the code arrives, and a press or a form sent meanwhile is held and done again once hydrated.
 */
export function loadWhenNear<P extends object>(load: () => Promise<ComponentType<P>>, name: string, { when = 'near', failure }: LoadWhenNearOptions<P> = {}): ComponentType<P> {
  // The lazy component is made per mount, inside the boundary: a retry mounts it afresh and so fetches again
  // (React.lazy keeps a failed fetch's error for good).
  function Near(props: P) {
    const [Part] = useState(() => lazy(async () => ({ default: await load() })));
    return (
      <HydrateWhenNear name={name} when={when}>
        <Part {...props} />
      </HydrateWhenNear>
    );
  }
  function WhenNear(props: P) {
    if (!failure) return <Near {...props} />;
    return (
      <PartErrorBoundary
        failed={(retry, again) => <PartFailure texts={failure(props)} onRetry={retry} focusOnShow={again} />}
        onError={(error) => console.error(`[${name}] the part failed and its place says so`, error)}
      >
        <Near {...props} />
      </PartErrorBoundary>
    );
  }
  WhenNear.displayName = `WhenNear(${name})`;
  return WhenNear;
}
