import { basketStateCheck, type BasketState } from '@showroom/contracts';

/** Where the basket is kept for the visit, so it survives a reload and the header can count it. */
export const BASKET_KEY = 'showroom.kits.basket';

/** The stored basket, parsed; null when there is none or it is unreadable (corrupt JSON, wrong shape, blocked storage). */
export function readStoredBasket(storage: Pick<Storage, 'getItem'> | undefined): BasketState | null {
  try {
    const raw = storage?.getItem(BASKET_KEY);
    if (!raw) return null;
    // The hand-written check, not basketStateSchema: the kits page reads this on its first render and loads no zod (issue 14).
    const parsed = basketStateCheck.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredBasket(storage: Pick<Storage, 'setItem'> | undefined, basket: BasketState): void {
  try {
    storage?.setItem(BASKET_KEY, JSON.stringify(basket));
  } catch {
    // Storage full or blocked: the basket still lives on the bus for this page.
  }
}

/** sessionStorage where the browser allows it (a sandboxed frame throws on the mere access). */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
