import { flowReducer, persistFlow, resumeFlow, TIRE_HOTEL_STORAGE_KEY, type FlowState } from './tireHotelSession';

const customer = { encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '07*****12', regNo: 'ABC123' };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('flowReducer', () => {
  const search: FlowState = { page: 'search', regNo: 'ABC' };

  it('goes from Search to Login when the customer is found', () => {
    expect(flowReducer(search, { type: 'customerFound', customer })).toEqual({ page: 'login', regNo: 'ABC123', customer });
  });

  it('returns to Search keeping the registration number on restart', () => {
    const login = flowReducer(search, { type: 'customerFound', customer });
    expect(flowReducer(login, { type: 'restart' })).toEqual({ page: 'search', regNo: 'ABC123' });
  });

  it('ignores typing outside Search', () => {
    const login = flowReducer(search, { type: 'customerFound', customer });
    expect(flowReducer(login, { type: 'typeRegNo', regNo: 'X' })).toBe(login);
    expect(flowReducer(search, { type: 'typeRegNo', regNo: 'XY' })).toEqual({ page: 'search', regNo: 'XY' });
  });
});

describe('session storage', () => {
  it('stores the customer on Login and removes it on Search', () => {
    const storage = memoryStorage();
    persistFlow(storage, { page: 'login', regNo: 'ABC123', customer });
    expect(JSON.parse(storage.data.get(TIRE_HOTEL_STORAGE_KEY)!)).toEqual({ customer });
    persistFlow(storage, { page: 'search', regNo: 'ABC123' });
    expect(storage.data.has(TIRE_HOTEL_STORAGE_KEY)).toBe(false);
  });

  it('resumes Login for the stored customer unless the URL names another car', () => {
    const storage = memoryStorage({ [TIRE_HOTEL_STORAGE_KEY]: JSON.stringify({ customer }) });
    expect(resumeFlow(storage, undefined)).toEqual({ page: 'login', regNo: 'ABC123', customer });
    expect(resumeFlow(storage, 'ABC123')).toEqual({ page: 'login', regNo: 'ABC123', customer });
    expect(resumeFlow(storage, 'XYZ789')).toBeNull();
  });

  it('ignores a missing or malformed session', () => {
    expect(resumeFlow(memoryStorage(), undefined)).toBeNull();
    expect(resumeFlow(memoryStorage({ [TIRE_HOTEL_STORAGE_KEY]: '{' }), undefined)).toBeNull();
    expect(resumeFlow(memoryStorage({ [TIRE_HOTEL_STORAGE_KEY]: JSON.stringify({ customer: { regNo: 'ABC123' } }) }), undefined)).toBeNull();
  });
});
