import { KITS_PARAMS_KEY, parseKitsParams, readKitsParams, storeKitsParams } from './kitsParams';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('kits parameters (spec 3 §2.1: user, dealer, unit, auto, transactionId, packageIds)', () => {
  it('reads the six from the query, packageIds as a comma-separated list', () => {
    const query = new URLSearchParams('user=anna&dealer=D12&unit=U1&auto=XC60&transactionId=T-9&packageIds=50001,%2050002,,&other=x');
    expect(parseKitsParams(query)).toEqual({ user: 'anna', dealer: 'D12', unit: 'U1', auto: 'XC60', transactionId: 'T-9', packageIds: ['50001', '50002'] });
  });

  it('leaves out missing, empty and oversized values', () => {
    expect(parseKitsParams({ user: '', dealer: 'd'.repeat(201), unit: ['U2', 'U3'] })).toEqual({ unit: 'U2' });
    expect(parseKitsParams({ packageIds: Array.from({ length: 101 }, (_, i) => i).join(',') })).toEqual({});
  });

  it('stores them for the visit: new values replace, others stay', () => {
    const storage = memoryStorage();
    storeKitsParams(storage, { user: 'anna', dealer: 'D12' });
    expect(storeKitsParams(storage, { dealer: 'D13' })).toEqual({ user: 'anna', dealer: 'D13' });
    expect(readKitsParams(storage)).toEqual({ user: 'anna', dealer: 'D13' });
  });

  it('reads a corrupt stored value as none', () => {
    expect(readKitsParams(memoryStorage({ [KITS_PARAMS_KEY]: '{"user":' }))).toEqual({});
    expect(readKitsParams(memoryStorage({ [KITS_PARAMS_KEY]: '{"user":42}' }))).toEqual({});
  });
});
