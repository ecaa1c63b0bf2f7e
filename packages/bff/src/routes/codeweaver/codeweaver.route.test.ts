import { registerCodeweaverRoutes } from './codeweaver.route';
import { bffWith, clientFor, DEAD, fakeUpstream } from '../testUpstream';

const dead = () => bffWith(registerCodeweaverRoutes, clientFor('codeweaver', DEAD));
const vehicle = { Identifier: '1000012', Country: 'GB', Status: 'Preowned' };
const dealer = { Identifier: '2063' };
const cfdBody = { Dealer: dealer, VehicleRequests: [{ Vehicle: vehicle, Parameters: { FamilyKey: 'PCP', Term: 36, CashDeposit: 2000, AnnualMileage: 10000, CalculationType: 'CashDeposit' } }] };
const LEGAL = { QuoteReference: 'CW-1-HP-12-100000-0-ABCDE', Lender: 'L', TermsAndConditions: 'T' };

describe('BFF codeweaver routes', () => {
  it.each([
    ['/api/codeweaver/default', { Vehicle: { ...vehicle, Country: 'SE' }, Dealer: dealer }, /Vehicle.Country/],
    ['/api/codeweaver/default', { Vehicle: vehicle }, /Dealer/],
    ['/api/codeweaver/default', { Vehicle: { ...vehicle, Identifier: 'abc' }, Dealer: dealer }, /Vehicle.Identifier/],
    ['/api/codeweaver/cfd', { Dealer: dealer, VehicleRequests: [] }, /VehicleRequests/],
    ['/api/codeweaver/cfd', { ...cfdBody, VehicleRequests: [{ Vehicle: vehicle, Parameters: { FamilyKey: 'PCP', Term: 36, CalculationType: 'RegularPayment' } }] }, /RegularPayment/],
    ['/api/codeweaver/cfd', { ...cfdBody, VehicleRequests: [{ Vehicle: vehicle, Parameters: { FamilyKey: 'LEASE', Term: 36, CashDeposit: 1, CalculationType: 'CashDeposit' } }] }, /FamilyKey/],
  ])('POST %s answers 400 naming the field', async (url, payload, message) => {
    const response = await (await dead()).inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });

  it('GET /api/codeweaver/legal answers 400 without or with a malformed quoteRef', async () => {
    const app = await dead();
    expect((await app.inject({ url: '/api/codeweaver/legal' })).json().error).toMatch(/quoteRef/);
    expect((await app.inject({ url: '/api/codeweaver/legal?quoteRef=%3Cscript%3E' })).statusCode).toBe(400);
  });

  it('answers 502 for valid input when codeweaver is down', async () => {
    const app = await dead();
    expect((await app.inject({ method: 'POST', url: '/api/codeweaver/default', payload: { Vehicle: vehicle, Dealer: dealer } })).statusCode).toBe(502);
    expect((await app.inject({ method: 'POST', url: '/api/codeweaver/cfd', payload: cfdBody })).statusCode).toBe(502);
    expect((await app.inject({ url: '/api/codeweaver/legal?quoteRef=CW-1' })).statusCode).toBe(502);
  });

  it('forwards to the upstream path with its key and passes a valid answer through', async () => {
    const fake = await fakeUpstream(200, JSON.stringify(LEGAL));
    try {
      const app = await bffWith(registerCodeweaverRoutes, clientFor('codeweaver', fake.upstream));
      const response = await app.inject({ url: `/api/codeweaver/legal?quoteRef=${LEGAL.QuoteReference}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(LEGAL);
      expect(fake.seen).toEqual([`GET /base/legal?quoteRef=${LEGAL.QuoteReference} test-key`]);
    } finally {
      await fake.close();
    }
  });

  it.each([
    ['invalid JSON', '{"Products":[{'],
    ['the wrong shape', JSON.stringify({ unexpected: true })],
  ])('answers 502 when codeweaver answers 200 with %s', async (_what, body) => {
    const fake = await fakeUpstream(200, body);
    try {
      const app = await bffWith(registerCodeweaverRoutes, clientFor('codeweaver', fake.upstream));
      const response = await app.inject({ method: 'POST', url: '/api/codeweaver/default', payload: { Vehicle: vehicle, Dealer: dealer } });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toBe('codeweaver answered an unexpected response');
    } finally {
      await fake.close();
    }
  });

  it('passes a 404 through with its message', async () => {
    const fake = await fakeUpstream(404, JSON.stringify({ Message: 'Vehicle 1 not found' }));
    try {
      const app = await bffWith(registerCodeweaverRoutes, clientFor('codeweaver', fake.upstream));
      const response = await app.inject({ method: 'POST', url: '/api/codeweaver/default', payload: { Vehicle: vehicle, Dealer: dealer } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: 'Vehicle 1 not found' });
    } finally {
      await fake.close();
    }
  });
});
