import type { BasketState } from '@showroom/contracts';

export type BasketItem = BasketState[number];

/** True when the kit is in the basket (the basket holds kits by kitId, spec 3, 3.1). */
export function inBasket(basket: BasketState, kitId: string): boolean {
  return basket.some((item) => item.kitId === kitId);
}

/** Adds the kit if absent, removes it if present (spec 3, 4.2). */
export function toggleBasket(basket: BasketState, item: BasketItem): BasketState {
  return inBasket(basket, item.kitId) ? basket.filter((i) => i.kitId !== item.kitId) : [...basket, item];
}

/** Removes the kit; a basket without it is returned unchanged. */
export function removeFromBasket(basket: BasketState, kitId: string): BasketState {
  return inBasket(basket, kitId) ? basket.filter((i) => i.kitId !== kitId) : basket;
}
