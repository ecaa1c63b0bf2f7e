import { busTopics } from '@showroom/contracts';
import { createEventBus } from '@showroom/event-bus';
import { clearCompare, removeFromCompare, withoutCar } from './compareList';

const xc60 = { car_id: '101', slug: 'volvo-xc60', title: 'Volvo XC60' };
const i3 = { car_id: '202', slug: 'bmw-i3', title: 'BMW i3' };

function busWith(list = [xc60, i3]) {
  const bus = createEventBus({ schemas: busTopics });
  bus.set('compare', list);
  const events: unknown[] = [];
  bus.observe('dataLayer').subscribe((e) => events.push(e));
  return { bus, events };
}

describe('compare list on the bus', () => {
  it('drops one car by id and keeps the order of the rest', () => {
    expect(withoutCar([xc60, i3], '101')).toEqual([i3]);
    expect(withoutCar([xc60, i3], '999')).toEqual([xc60, i3]);
  });

  it('removes a car and reports it; an absent car changes nothing', () => {
    const { bus, events } = busWith();
    removeFromCompare(bus, '202');
    expect(bus.get('compare')).toEqual([xc60]);
    expect(events).toEqual([{ event: 'compare', action: 'remove', car_id: '202' }]);
    removeFromCompare(bus, '202');
    expect(events).toHaveLength(1);
  });

  it('clears the list and reports how many cars it held', () => {
    const { bus, events } = busWith();
    clearCompare(bus);
    expect(bus.get('compare')).toEqual([]);
    expect(events).toEqual([{ event: 'compare', action: 'clear', count: 2 }]);
    clearCompare(bus);
    expect(events).toHaveLength(1);
  });
});
