import { getEventBus } from '@showroom/event-bus';

const FORWARDING = Symbol.for('showroom.dataLayer-forwarding');
type Anchor = { [FORWARDING]?: boolean; dataLayer?: unknown[] };

/** Forwards the bus's dataLayer topic to window.dataLayer, once per page whoever calls it. */
export function forwardDataLayer(target: Window = window): void {
  const anchor = target as unknown as Anchor;
  if (anchor[FORWARDING]) return;
  anchor[FORWARDING] = true;
  anchor.dataLayer ??= [];
  getEventBus()
    .observe('dataLayer')
    .subscribe((event) => {
      (anchor.dataLayer ??= []).push(event);
    });
}
