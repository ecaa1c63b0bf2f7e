import type { Car } from '@showroom/contracts';
import { financeCfdResponseSchema, financeDefaultResponseSchema, financeLegalResponseSchema, type FinanceProduct } from '@showroom/contracts/codeweaver';
import Fastify, { type FastifyInstance } from 'fastify';
import { generateSeedData } from '../data/seed';
import { registerCodeweaver } from './route';

const NOW = new Date('2026-03-01T00:00:00Z');
const car = (id: string, overrides: Partial<Car> = {}): Car => ({
  car_id: id,
  slug: `car-${id}`,
  site: 'premium-uk',
  car_brand: 'BMW',
  car_model: '3 Series',
  car_price: 10_000,
  car_price_currency: 'GBP',
  car_site_id: '2063',
  car_firstregistration: '2023-06-01', // 2.75 years before NOW: age 2
  car_primary_image: { thumbnail_url: '/x.svg' },
  ...overrides,
});
const CARS: Car[] = [
  car('500'),
  car('501', { car_price: 4_000 }), // under £5,000: HP only
  car('502', { car_firstregistration: '2018-06-01' }), // age 7: HP only
  car('503', { car_firstregistration: '2019-09-01' }), // age 6: PCP terms with age*12 + term <= 108 -> 24, 36
  car('504', { site: 'carstore-se', car_price_currency: 'SEK' }),
];
let empty = false;
function app(): FastifyInstance {
  const server = Fastify();
  registerCodeweaver(server, { cars: CARS, seed: 1, now: () => NOW, isEmpty: () => empty });
  return server;
}
const vehicle = (id: string) => ({ Identifier: id, Country: 'GB', Status: 'Preowned' });
const dealer = { Identifier: '2063' };
async function products(id: string): Promise<FinanceProduct[]> {
  const response = await app().inject({ method: 'POST', url: '/codeweaver/default', payload: { Vehicle: vehicle(id), Dealer: dealer } });
  expect(response.statusCode).toBe(200);
  return financeDefaultResponseSchema.parse(response.json()).Products;
}
async function cfd(id: string, parameters: Record<string, unknown>) {
  const response = await app().inject({ method: 'POST', url: '/codeweaver/cfd', payload: { Dealer: dealer, VehicleRequests: [{ Id: 'r1', Vehicle: vehicle(id), Parameters: parameters }] } });
  expect(response.statusCode).toBe(200);
  const body = financeCfdResponseSchema.parse(response.json());
  expect(body.Vehicles[0]?.Id).toBe('r1');
  const quotation = body.Vehicles[0]?.FinanceQuotations[0];
  if (!quotation) throw new Error('no quotation');
  return quotation;
}
// The annuity written out again, independently of finance.ts.
const annuity = (credit: number, balloon: number, annualPercent: number, n: number) => {
  const r = annualPercent / 1200;
  return ((credit - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
};

afterEach(() => (empty = false));

describe('POST /codeweaver/default', () => {
  it('offers PCP and HP on a two-year-old £10,000 car', async () => {
    const [pcp, hp] = await products('500');
    expect(pcp?.FamilyKey).toBe('PCP');
    expect(pcp?.Term).toEqual({ Default: 36, Values: [24, 36, 48], Locale: { DisplayValue: '36 months' } });
    expect(pcp?.AnnualMileage?.Default).toBe(10_000);
    expect(pcp?.AnnualMileage?.Locale.DisplayValue).toBe('10,000 miles');
    expect(hp?.FamilyKey).toBe('HP');
    expect(hp?.Term.Values).toEqual([12, 24, 36, 48, 60]);
    expect(hp?.AnnualMileage).toBeNull();
    // Deposit 10 % to 50 % of £10,000.
    expect(hp?.Deposit).toEqual({ Default: 1_000, Minimum: 1_000, Maximum: 5_000, Step: 100, Locale: { DisplayValue: '£1,000' } });
    expect([6.9, 7.9, 8.9, 9.9, 10.9]).toContain(hp?.InterestRate);
    // HP default: £9,000 over 48 months.
    expect(hp?.Payment.Default).toBeCloseTo(annuity(9_000, 0, hp?.InterestRate ?? 0, 48), 2);
    expect(hp?.Payment.Locale.DisplayValue).toBe(`£${hp?.Payment.Default.toFixed(2)}`);
    expect(hp?.Payment.Minimum).toBeCloseTo(annuity(5_000, 0, hp?.InterestRate ?? 0, 60), 2);
    expect(hp?.Payment.Maximum).toBeCloseTo(annuity(9_000, 0, hp?.InterestRate ?? 0, 12), 2);
  });

  it('offers only HP on cheap or old cars, and shorter PCP terms on a six-year-old', async () => {
    expect((await products('501')).map((p) => p.FamilyKey)).toEqual(['HP']);
    expect((await products('502')).map((p) => p.FamilyKey)).toEqual(['HP']);
    expect((await products('503'))[0]?.Term.Values).toEqual([24, 36]);
  });

  it('answers 404 for an unknown, non-UK or other dealer vehicle, 400 for bad input, [] when empty', async () => {
    const post = (payload: Record<string, unknown>) => app().inject({ method: 'POST', url: '/codeweaver/default', payload });
    expect((await post({ Vehicle: vehicle('999'), Dealer: dealer })).statusCode).toBe(404);
    expect((await post({ Vehicle: vehicle('504'), Dealer: dealer })).json().Message).toMatch(/not a UK vehicle/);
    expect((await post({ Vehicle: vehicle('500'), Dealer: { Identifier: '1' } })).statusCode).toBe(404);
    const bad = await post({ Vehicle: { Identifier: '500', Country: 'SE' }, Dealer: dealer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Vehicle.Country/);
    empty = true;
    expect((await post({ Vehicle: vehicle('500'), Dealer: dealer })).json()).toEqual({ Products: [] });
  });
});

describe('POST /codeweaver/cfd', () => {
  it('quotes hire purchase by cash deposit', async () => {
    const { Quote, Blocks, Finance } = await cfd('500', { FamilyKey: 'HP', Term: 12, CashDeposit: 1_000, CalculationType: 'CashDeposit' });
    if (!Quote) throw new Error('no quote');
    expect(Finance.Notifications).toEqual([]);
    expect(Quote.TotalDeposit).toBe(1_000);
    expect(Quote.AmountOfCredit).toBe(9_000);
    expect(Quote.TotalRegularPayment).toBeCloseTo(annuity(9_000, 0, Quote.InterestRate, 12), 2);
    expect(Quote.FinalPayment).toBe(10);
    expect(Quote.TotalAmountPayable).toBeCloseTo(1_000 + 12 * Quote.TotalRegularPayment + 10, 2);
    expect(Quote.QuoteActions.Apply).toContain(encodeURIComponent(Quote.QuoteReference));
    expect(Blocks.map((b) => b.Key)).toContain('Apr');
  });

  it('quotes PCP with the balloon of a two-year-old car at 36 months and 12,000 miles', async () => {
    const { Quote } = await cfd('500', { FamilyKey: 'PCP', Term: 36, CashDeposit: 2_000, AnnualMileage: 12_000, CalculationType: 'CashDeposit' });
    if (!Quote) throw new Error('no quote');
    // 58 - 18 - 2 - 6 = 32 % of £10,000 = £3,200, plus the £10 fee.
    expect(Quote.FinalPayment).toBe(3_210);
    expect(Quote.TotalDeposit).toBe(2_000 + Quote.DepositContribution);
    expect(Quote.TotalRegularPayment).toBeCloseTo(annuity(10_000 - Quote.TotalDeposit, 3_200, Quote.InterestRate, 36), 2);
    expect(Quote.AnnualMileage).toBe(12_000);
  });

  it('clamps a deposit below the minimum, with a warning', async () => {
    const { Quote, Finance } = await cfd('500', { FamilyKey: 'HP', Term: 24, CashDeposit: 500, CalculationType: 'CashDeposit' });
    expect(Finance.Notifications.map((n) => n.Code)).toEqual(['DepositBelowMinimum']);
    expect(Quote?.CashDeposit).toBe(1_000);
  });

  it('finds the deposit for a wanted payment, and clamps a too-low payment to the maximum deposit', async () => {
    const { Quote } = await cfd('500', { FamilyKey: 'HP', Term: 12, RegularPayment: 500, CalculationType: 'RegularPayment' });
    if (!Quote) throw new Error('no quote');
    expect(Quote.TotalRegularPayment).toBeLessThanOrEqual(500);
    // A pound less deposit would pay more than 500.
    expect(annuity(10_000 - Quote.CashDeposit + 1, 0, Quote.InterestRate, 12)).toBeGreaterThan(500);
    const low = await cfd('500', { FamilyKey: 'HP', Term: 12, RegularPayment: 10, CalculationType: 'RegularPayment' });
    expect(low.Finance.Notifications[0]?.Code).toBe('PaymentTooLow');
    expect(low.Quote?.CashDeposit).toBe(5_000);
  });

  it('answers an Error notification and no quote for an unoffered term, product or vehicle', async () => {
    expect((await cfd('500', { FamilyKey: 'HP', Term: 18, CashDeposit: 1_000, CalculationType: 'CashDeposit' })).Finance.Notifications[0]?.Code).toBe('InvalidTerm');
    expect((await cfd('500', { FamilyKey: 'PCP', Term: 36, CashDeposit: 1_000, AnnualMileage: 7_000, CalculationType: 'CashDeposit' })).Quote).toBeNull();
    expect((await cfd('501', { FamilyKey: 'PCP', Term: 36, CashDeposit: 1_000, CalculationType: 'CashDeposit' })).Finance.Notifications[0]?.Code).toBe('ProductNotAvailable');
    expect((await cfd('999', { FamilyKey: 'HP', Term: 12, CashDeposit: 1_000, CalculationType: 'CashDeposit' })).Finance.Notifications[0]?.Code).toBe('VehicleNotFound');
  });

  it('answers 400 naming the field for a missing amount or calculation type', async () => {
    const post = (Parameters: Record<string, unknown>) => app().inject({ method: 'POST', url: '/codeweaver/cfd', payload: { Dealer: dealer, VehicleRequests: [{ Vehicle: vehicle('500'), Parameters }] } });
    const noDeposit = await post({ FamilyKey: 'HP', Term: 12, CalculationType: 'CashDeposit' });
    expect(noDeposit.statusCode).toBe(400);
    expect(noDeposit.json().error).toMatch(/CashDeposit/);
    expect((await post({ FamilyKey: 'HP', Term: 12, CashDeposit: 1 })).json().error).toMatch(/CalculationType/);
  });
});

describe('GET /codeweaver/legal', () => {
  it('answers the terms of a quote it made, 404 for an altered reference, 400 for a malformed one', async () => {
    const { Quote } = await cfd('500', { FamilyKey: 'PCP', Term: 24, CashDeposit: 1_500, CalculationType: 'CashDeposit' });
    if (!Quote) throw new Error('no quote');
    const legal = await app().inject({ url: `/codeweaver/legal?quoteRef=${encodeURIComponent(Quote.QuoteReference)}` });
    expect(legal.statusCode).toBe(200);
    const body = financeLegalResponseSchema.parse(legal.json());
    expect(body.TermsAndConditions).toContain(`24 monthly payments of £${Quote.TotalRegularPayment.toFixed(2)}`);
    expect(body.TermsAndConditions).toContain('10,000 miles');
    const altered = Quote.QuoteReference.replace('-24-', '-36-');
    expect((await app().inject({ url: `/codeweaver/legal?quoteRef=${altered}` })).statusCode).toBe(404);
    expect((await app().inject({ url: '/codeweaver/legal?quoteRef=<script>' })).statusCode).toBe(400);
  });
});

describe('seeded UK cars', () => {
  it('every product parses, its default payment lies within its range, and PCP only on cars up to six', async () => {
    const data = generateSeedData({ seed: 2, cars: 400, now: NOW });
    const uk = data.cars.filter((c) => c.site === 'premium-uk');
    expect(uk.length).toBeGreaterThan(10);
    const server = Fastify();
    registerCodeweaver(server, { cars: data.cars, seed: 2, now: () => NOW, isEmpty: () => false });
    for (const ukCar of uk) {
      const response = await server.inject({ method: 'POST', url: '/codeweaver/default', payload: { Vehicle: vehicle(ukCar.car_id), Dealer: { Identifier: ukCar.car_site_id } } });
      const list = financeDefaultResponseSchema.parse(response.json()).Products;
      expect(list.some((p) => p.FamilyKey === 'HP')).toBe(true);
      for (const product of list) {
        expect(product.Payment.Minimum).toBeLessThanOrEqual(product.Payment.Default);
        expect(product.Payment.Default).toBeLessThanOrEqual(product.Payment.Maximum ?? 0);
      }
      const first = new Date(ukCar.car_firstregistration ?? `${ukCar.car_year}-07-01`);
      const age = Math.floor((NOW.getTime() - first.getTime()) / (365.25 * 86_400_000));
      const price = ukCar.car_has_campaign_price && ukCar.car_campaign_price ? ukCar.car_campaign_price : ukCar.car_price;
      expect(list.some((p) => p.FamilyKey === 'PCP')).toBe(age <= 6 && price >= 5_000);
    }
  });
});
