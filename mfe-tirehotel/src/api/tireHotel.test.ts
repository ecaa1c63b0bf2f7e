import { fakeBff } from '@showroom/test-kit';
import { searchCustomer } from './tireHotel';

afterEach(() => jest.restoreAllMocks());

const customer = { encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '07*****12', regNo: 'ABC123' };

describe('searchCustomer', () => {
  it('asks the BFF with the registration number as a query parameter', async () => {
    const bff = fakeBff(() => ({ status: 200, body: customer }));
    await expect(searchCustomer('https://bff.example', 'ABC123')).resolves.toEqual({ kind: 'found', customer });
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: 'https://bff.example/api/tirehotel/authorization/search?regNo=ABC123' }));
  });

  it('is not found on 404', async () => {
    fakeBff(() => ({ status: 404, body: { message: 'No tire hotel agreement' } }));
    await expect(searchCustomer('', 'XYZ789')).resolves.toEqual({ kind: 'notFound' });
  });

  it.each([
    ['a customer that breaks the contract', { status: 200, body: { regNo: 'ABC123' } }],
    ['500 without a body', { status: 500 }],
  ])('fails on %s', async (_what, answer) => {
    fakeBff(() => answer);
    await expect(searchCustomer('', 'ABC123')).resolves.toEqual({ kind: 'failed' });
  });

  it('turns a network failure into a failed outcome', async () => {
    fakeBff().mockRejectedValue(new Error('Network Error'));
    await expect(searchCustomer('', 'ABC123')).resolves.toEqual({ kind: 'failed' });
  });
});
