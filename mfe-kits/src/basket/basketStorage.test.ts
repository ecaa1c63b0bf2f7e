import { BASKET_KEY, readStoredBasket, writeStoredBasket } from './basketStorage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('basket in session storage', () => {
  it('round-trips a basket', () => {
    const storage = memoryStorage();
    const basket = [{ kitId: '50001', name: 'Takbox 420 l XC60' }];
    writeStoredBasket(storage, basket);
    expect(storage.data.get(BASKET_KEY)).toBe('[{"kitId":"50001","name":"Takbox 420 l XC60"}]');
    expect(readStoredBasket(storage)).toEqual(basket);
  });

  it.each([
    ['corrupt JSON', '[{"kitId":'],
    ['wrong shape', '{"kitId":"1"}'],
    ['an item without id', '[{"kitId":"","name":"x"}]'],
    ['a number', '42'],
  ])('reads %s as no basket', (_case, raw) => {
    expect(readStoredBasket(memoryStorage({ [BASKET_KEY]: raw }))).toBeNull();
  });

  it('survives storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readStoredBasket(throwing)).toBeNull();
    expect(() => writeStoredBasket(throwing, [])).not.toThrow();
    expect(readStoredBasket(undefined)).toBeNull();
  });
});
