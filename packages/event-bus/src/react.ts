import { useSyncExternalStore } from 'react';
import type { BusTopics, StateTopic } from '@showroom/contracts';
import { getEventBus } from './singleton';

/**
 * Subscribes a component to a state topic. The server snapshot is the topic's initial value, so
 * server HTML and the first client render agree and hydration stays clean; stored state arrives after.
 */
export function useBusState<K extends StateTopic>(topic: K, serverValue: BusTopics[K]): BusTopics[K] {
  const bus = getEventBus();
  return useSyncExternalStore(
    (onChange) => {
      const sub = bus.observe(topic).subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => bus.get(topic),
    () => serverValue,
  );
}
