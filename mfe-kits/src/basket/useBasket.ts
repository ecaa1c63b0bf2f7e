import { useCallback, useEffect } from 'react';
import type { BasketState } from '@showroom/contracts';
import { getEventBus, useBusState } from '@showroom/event-bus';
import { inBasket, removeFromBasket, toggleBasket, type BasketItem } from './basket';
import { readStoredBasket, sessionStore, writeStoredBasket } from './basketStorage';

const EMPTY: BasketState = [];

/**
 * The kits basket on the page's bus, so a header or another remote can follow it, and in session storage, so
 * it survives a reload. The server snapshot is empty, so server HTML and the first client render agree; the
 * stored basket is put on the bus after hydration.
 */
export function useBasket() {
  const basket = useBusState('basket', EMPTY);
  useEffect(() => {
    const bus = getEventBus();
    const storage = sessionStore();
    const stored = readStoredBasket(storage);
    if (stored && stored.length > 0 && bus.get('basket').length === 0) bus.set('basket', stored);
    const sub = bus.observe('basket').subscribe((next) => writeStoredBasket(storage, next));
    return () => sub.unsubscribe();
  }, []);
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
