import { useCallback } from 'react';
import type { BasketState } from '@showroom/contracts';
import { getEventBus, useBusState } from '@showroom/event-bus';
import { inBasket, removeFromBasket, toggleBasket, type BasketItem } from './basket';

const EMPTY: BasketState = [];

/**
 * The kits basket on the page's bus, so a header or another remote can follow it. The server
 * snapshot is empty, so server HTML and the first client render agree.
 */
export function useBasket() {
  const basket = useBusState('basket', EMPTY);
  const toggle = useCallback((item: BasketItem) => {
    const bus = getEventBus();
    const current = bus.get('basket');
    const added = !inBasket(current, item.kitId);
    bus.set('basket', toggleBasket(current, item));
    bus.emit('dataLayer', { event: 'kit_basket', action: added ? 'add' : 'remove', kit_id: item.kitId });
  }, []);
  const remove = useCallback((kitId: string) => {
    const bus = getEventBus();
    bus.set('basket', removeFromBasket(bus.get('basket'), kitId));
    bus.emit('dataLayer', { event: 'kit_basket', action: 'remove', kit_id: kitId });
  }, []);
  return { basket, toggle, remove };
}
