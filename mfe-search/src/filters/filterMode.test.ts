import { FILTER_MODE_KEY, readFilterMode, writeFilterMode } from './filterMode';

describe('filter mode storage', () => {
  it('uses the key showroom.filterMode', () => {
    expect(FILTER_MODE_KEY).toBe('showroom.filterMode');
  });

  it('reads back what it wrote', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    writeFilterMode(storage, 'toggle');
    expect(store.get('showroom.filterMode')).toBe('toggle');
    expect(readFilterMode(storage)).toBe('toggle');
  });

  it('is null for an unknown value, no storage, or a storage that throws', () => {
    expect(readFilterMode({ getItem: () => 'drawer' })).toBeNull();
    expect(readFilterMode(null)).toBeNull();
    expect(
      readFilterMode({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeNull();
  });

  it('ignores a storage that refuses writes', () => {
    const setItem = jest.fn(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeFilterMode({ setItem }, 'sidebar')).not.toThrow();
    expect(setItem).toHaveBeenCalledWith('showroom.filterMode', 'sidebar');
  });
});
