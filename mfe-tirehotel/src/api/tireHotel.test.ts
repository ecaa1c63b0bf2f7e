import axios from 'axios';
import { searchCustomer } from './tireHotel';

afterEach(() => jest.restoreAllMocks());

describe('searchCustomer', () => {
  it('asks the BFF with the registration number as a query parameter', async () => {
    const customer = { encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '07*****12', regNo: 'ABC123' };
    const get = jest.spyOn(axios, 'get').mockResolvedValue({ status: 200, data: customer } as never);
    await expect(searchCustomer('https://bff.example', 'ABC123')).resolves.toEqual({ kind: 'found', customer });
    expect(get).toHaveBeenCalledWith('https://bff.example/api/tirehotel/authorization/search', expect.objectContaining({ params: { regNo: 'ABC123' } }));
  });

  it('turns a network failure into a failed outcome', async () => {
    jest.spyOn(axios, 'get').mockRejectedValue(new Error('Network Error'));
    await expect(searchCustomer('', 'ABC123')).resolves.toEqual({ kind: 'failed' });
  });
});
