import { useCallback, useSyncExternalStore } from 'react';
import type { BusTopics, StateTopic } from '@showroom/contracts';
import { getEventBus } from './singleton';

/**
 * Subscribes a component to a state topic. The server snapshot is the topic's initial value, so
 * server HTML and the first client render agree and hydration stays clean; stored state arrives after.
 */
export function useBusState<K extends StateTopic>(topic: K, serverValue: BusTopics[K]): BusTopics[K] {
  const bus = getEventBus();
  // The same function across renders: React unsubscribes and subscribes again whenever it changes, which
  // every card's compare toggle did on every render of a list (issue 14).
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = bus.observe(topic).subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [bus, topic],
  );
  return useSyncExternalStore(
    subscribe,
    () => bus.get(topic),
    () => serverValue,
  );
}
