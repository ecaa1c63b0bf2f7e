import type { ServiceCategory } from '@showroom/contracts/mechmate';
import { fakeBff } from '@showroom/test-kit';
import { fetchOfferings, nonEmptyCategories } from './offerings';

afterEach(() => jest.restoreAllMocks());

const category: ServiceCategory = { name: 'Tvätt', icon: 'wash', selectionType: 'single', offerings: [{ code: 'wash-exterior', name: 'Utvändig tvätt', price: 490, description: 'Handtvätt.', isAvailable: true, priceKnown: true, notKnownPriceText: null, priceDiscount: 0, allowUserInput: false, unitPrice: null }] };
const where = { registrationNumber: 'ABC123', lat: 57.7089, lng: 11.9746 };

describe('fetchOfferings', () => {
  it.each([
    ['services', '/api/mechmate/services/ABC123?lat=57.7089&lng=11.9746'],
    ['addons', '/api/mechmate/addons/ABC123?lat=57.7089&lng=11.9746'],
  ] as const)('asks for the %s of the car at the place and parses them', async (kind, url) => {
    const bff = fakeBff(() => ({ status: 200, body: { serviceOfferingCategories: [category] } }));
    await expect(fetchOfferings('', kind, where)).resolves.toEqual({ kind: 'loaded', categories: [category] });
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url }));
  });

  it.each([
    ['a mechmate error body', { status: 500, body: { errors: { 'Error Result': ['ServerError'] } } }, 'ServerError'],
    ['502 from the BFF', { status: 502, body: { error: 'mechmate is not available right now' } }, 'status 502'],
  ])('turns %s into a failure with its reason', async (_what, answer, reason) => {
    fakeBff(() => answer);
    await expect(fetchOfferings('', 'services', where)).resolves.toEqual({ kind: 'failed', reason });
  });

  it('turns an answer outside the contract into a failure', async () => {
    fakeBff(() => ({ status: 200, body: { serviceOfferingCategories: [{ name: 'Tvätt' }] } }));
    await expect(fetchOfferings('', 'addons', where)).resolves.toMatchObject({ kind: 'failed', reason: expect.stringContaining('outside its contract') });
  });

  it('turns a network failure into a failure', async () => {
    fakeBff().mockRejectedValue(new Error('Network Error'));
    await expect(fetchOfferings('', 'services', where)).resolves.toEqual({ kind: 'failed', reason: 'Network Error' });
  });
});

describe('nonEmptyCategories', () => {
  it('drops categories without offerings', () => {
    const empty = { ...category, name: 'Tom', offerings: [] };
    expect(nonEmptyCategories([empty, category]).map((c) => c.name)).toEqual(['Tvätt']);
  });
});
