import { lazy, useState, type ComponentType } from 'react';
import { HydrateWhenNear, type HydrateWhenNearProps } from './HydrateWhenNear';

export { NEAR_VIEWPORT_MARGIN } from './HydrateWhenNear';

/**
 * A component whose code is fetched only when its place on the page comes near the viewport, or the visitor
 * focuses or touches it first (issue 14): `HydrateWhenNear` around a lazy component, so its server HTML stays
 * as sent until the code arrives, and a press or a form sent meanwhile is held and done again once hydrated.
 */
export function loadWhenNear<P extends object>(load: () => Promise<ComponentType<P>>, name: string, { when = 'near' }: Pick<HydrateWhenNearProps, 'when'> = {}): ComponentType<P> {
  function WhenNear(props: P) {
    const [Part] = useState(() => lazy(async () => ({ default: await load() })));
    return (
      <HydrateWhenNear name={name} when={when}>
        <Part {...props} />
      </HydrateWhenNear>
    );
  }
  WhenNear.displayName = `WhenNear(${name})`;
  return WhenNear;
}
