import type { CompareState } from '@showroom/contracts';
import type { EventBus } from '@showroom/event-bus';

/** The compare list without one car. */
export function withoutCar(list: CompareState, carId: string): CompareState {
  return list.filter((item) => item.car_id !== carId);
}

/** Removes a car from the bus's compare list (the header count and car detail follow) and reports it. */
export function removeFromCompare(bus: EventBus, carId: string): void {
  const list = bus.get('compare');
  if (!list.some((item) => item.car_id === carId)) return;
  bus.set('compare', withoutCar(list, carId));
  bus.emit('dataLayer', { event: 'compare', action: 'remove', car_id: carId });
}

/** Empties the bus's compare list (spec 2 §4: clear) and reports it. */
export function clearCompare(bus: EventBus): void {
  const count = bus.get('compare').length;
  if (count === 0) return;
  bus.set('compare', []);
  bus.emit('dataLayer', { event: 'compare', action: 'clear', count });
}
