import { fakeBff } from '@showroom/test-kit';
import { financeCfdRequestSchema } from '@showroom/contracts/codeweaver';
import { createFinanceHttpApi } from './financeApi';
import { quoteFor } from './financeTesting';

const vehicle = { Identifier: '500', Country: 'GB' as const, Status: 'Preowned' as const };
const parameters = { FamilyKey: 'PCP' as const, Term: 36, CashDeposit: 1_000, AnnualMileage: 10_000, CalculationType: 'CashDeposit' as const };

afterEach(() => jest.restoreAllMocks());

describe('createFinanceHttpApi', () => {
  it('posts the default and cfd bodies to the BFF and parses the answers', async () => {
    const defaults = fakeBff(() => ({ status: 200, body: { Products: [] } }));
    const request = { Vehicle: vehicle, Dealer: { Identifier: 'uk-premium-1' } };
    await expect(createFinanceHttpApi('https://www.premium-motors.co.uk').defaults(request)).resolves.toEqual({ Products: [] });
    expect(defaults).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://www.premium-motors.co.uk/api/codeweaver/default', method: 'POST', body: request }));

    const answer = { Vehicles: [{ Id: '500', Identifier: '500', FinanceQuotations: [{ Blocks: [], Finance: { Notifications: [] }, Quote: quoteFor(parameters) }] }] };
    const cfd = fakeBff(() => ({ status: 200, body: answer }));
    const body = financeCfdRequestSchema.parse({ Dealer: { Identifier: 'uk-premium-1' }, VehicleRequests: [{ Id: '500', Vehicle: vehicle, Parameters: parameters }] });
    await expect(createFinanceHttpApi('').quote(body)).resolves.toEqual(answer);
    expect(cfd).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/codeweaver/cfd', method: 'POST', body }));
  });

  it('gets the legal text by the encoded quote reference', async () => {
    const legal = fakeBff(() => ({ status: 200, body: { QuoteReference: 'CW-1.A', Lender: 'L', TermsAndConditions: 'T' } }));
    await expect(createFinanceHttpApi('').legal('CW-1.A')).resolves.toMatchObject({ TermsAndConditions: 'T' });
    expect(legal).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/codeweaver/legal?quoteRef=CW-1.A', method: 'GET', body: undefined }));
    const odd = fakeBff(() => ({ status: 200, body: { QuoteReference: 'a', Lender: 'L', TermsAndConditions: 'T' } }));
    await createFinanceHttpApi('').legal('a&b c');
    expect(odd.mock.calls[0]?.[0].url).toBe('/api/codeweaver/legal?quoteRef=a%26b%20c');
  });

  it('rejects a failed status with the upstream’s message, and an answer of the wrong shape', async () => {
    fakeBff(() => ({ status: 404, body: { Message: 'Vehicle 500 not found' } }));
    await expect(createFinanceHttpApi('').defaults({ Vehicle: vehicle, Dealer: { Identifier: 'd' } })).rejects.toThrow('codeweaver default: HTTP 404 Vehicle 500 not found');
    fakeBff(() => ({ status: 502, body: { error: 'codeweaver is not available right now' } }));
    await expect(createFinanceHttpApi('').legal('CW-1')).rejects.toThrow(/^codeweaver legal: HTTP 502$/);
    fakeBff(() => ({ status: 200, body: { products: [] } }));
    await expect(createFinanceHttpApi('').defaults({ Vehicle: vehicle, Dealer: { Identifier: 'd' } })).rejects.toThrow();
  });
});
