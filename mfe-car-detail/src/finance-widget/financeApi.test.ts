import { financeCfdRequestSchema } from '@showroom/contracts';
import { createFinanceHttpApi } from './financeApi';
import { quoteFor } from './financeTesting';

const vehicle = { Identifier: '500', Country: 'GB' as const, Status: 'Preowned' as const };
const parameters = { FamilyKey: 'PCP' as const, Term: 36, CashDeposit: 1_000, AnnualMileage: 10_000, CalculationType: 'CashDeposit' as const };

function fakeFetch(status: number, body: unknown) {
  const seen: { url: string; method: string; body: unknown }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    seen.push({ url, method: init.method ?? 'GET', body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return { fetchImpl, seen };
}

describe('createFinanceHttpApi', () => {
  it('posts the default and cfd bodies to the BFF and parses the answers', async () => {
    const defaults = fakeFetch(200, { Products: [] });
    const request = { Vehicle: vehicle, Dealer: { Identifier: 'uk-premium-1' } };
    await expect(createFinanceHttpApi('https://www.premium-motors.co.uk', defaults.fetchImpl).defaults(request)).resolves.toEqual({ Products: [] });
    expect(defaults.seen).toEqual([{ url: 'https://www.premium-motors.co.uk/api/codeweaver/default', method: 'POST', body: request }]);

    const answer = { Vehicles: [{ Id: '500', Identifier: '500', FinanceQuotations: [{ Blocks: [], Finance: { Notifications: [] }, Quote: quoteFor(parameters) }] }] };
    const cfd = fakeFetch(200, answer);
    const body = financeCfdRequestSchema.parse({ Dealer: { Identifier: 'uk-premium-1' }, VehicleRequests: [{ Id: '500', Vehicle: vehicle, Parameters: parameters }] });
    await expect(createFinanceHttpApi('', cfd.fetchImpl).quote(body)).resolves.toEqual(answer);
    expect(cfd.seen[0]).toMatchObject({ url: '/api/codeweaver/cfd', method: 'POST' });
  });

  it('gets the legal text by the encoded quote reference', async () => {
    const legal = fakeFetch(200, { QuoteReference: 'CW-1.A', Lender: 'L', TermsAndConditions: 'T' });
    await expect(createFinanceHttpApi('', legal.fetchImpl).legal('CW-1.A')).resolves.toMatchObject({ TermsAndConditions: 'T' });
    expect(legal.seen).toEqual([{ url: '/api/codeweaver/legal?quoteRef=CW-1.A', method: 'GET', body: undefined }]);
    const odd = fakeFetch(200, { QuoteReference: 'a', Lender: 'L', TermsAndConditions: 'T' });
    await createFinanceHttpApi('', odd.fetchImpl).legal('a&b c');
    expect(odd.seen[0]!.url).toBe('/api/codeweaver/legal?quoteRef=a%26b%20c');
  });

  it('rejects a failed status with the upstream’s message, and an answer of the wrong shape', async () => {
    const notFound = fakeFetch(404, { Message: 'Vehicle 500 not found' });
    await expect(createFinanceHttpApi('', notFound.fetchImpl).defaults({ Vehicle: vehicle, Dealer: { Identifier: 'd' } })).rejects.toThrow(
      'codeweaver default: HTTP 404 Vehicle 500 not found',
    );
    const wrong = fakeFetch(200, { products: [] });
    await expect(createFinanceHttpApi('', wrong.fetchImpl).defaults({ Vehicle: vehicle, Dealer: { Identifier: 'd' } })).rejects.toThrow();
  });
});
