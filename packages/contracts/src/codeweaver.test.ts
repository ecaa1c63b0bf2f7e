import { financeCfdRequestSchema, financeDefaultRequestSchema, financeLegalQuerySchema, financeProductSchema } from './codeweaver';
import { jotformResponseSchema } from './jotform';
import { pageViewEventSchema } from './personalization';
import { vehicleMediaRegNoSchema, vehicleMediaSchema } from './vehicleMedia';

const vehicle = { Identifier: '1000012', Country: 'GB' };

describe('codeweaver contract', () => {
  it('defaults Status to Preowned and accepts GB only', () => {
    expect(financeDefaultRequestSchema.parse({ Vehicle: vehicle, Dealer: { Identifier: '2063' } }).Vehicle.Status).toBe('Preowned');
    expect(financeDefaultRequestSchema.safeParse({ Vehicle: { ...vehicle, Country: 'SE' }, Dealer: { Identifier: '2063' } }).success).toBe(false);
  });
  it('requires the amount the calculation type names', () => {
    const request = (Parameters: object) => ({ Dealer: { Identifier: '1' }, VehicleRequests: [{ Vehicle: vehicle, Parameters }] });
    expect(financeCfdRequestSchema.safeParse(request({ FamilyKey: 'HP', Term: 12, CashDeposit: 1000, CalculationType: 'CashDeposit' })).success).toBe(true);
    const missing = financeCfdRequestSchema.safeParse(request({ FamilyKey: 'HP', Term: 12, CashDeposit: 1000, CalculationType: 'RegularPayment' }));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['VehicleRequests', 0, 'Parameters', 'RegularPayment']);
  });
  it('parses a product with a null mileage (hire purchase), and refuses odd quote references', () => {
    const parameter = { Default: 1, Values: [1], Locale: { DisplayValue: '1' } };
    expect(financeProductSchema.parse({ Name: 'HP', FamilyKey: 'HP', InterestRate: 9.9, Apr: 10.4, Term: parameter, Deposit: parameter, Payment: parameter, AnnualMileage: null }).AnnualMileage).toBeNull();
    expect(financeLegalQuerySchema.safeParse({ quoteRef: 'a/b/c/d' }).success).toBe(false);
  });
});

describe('jotform, vehicle media, page view contracts', () => {
  it('parse samples', () => {
    const answers = { '3': { name: 'fullName', order: '1', text: 'Full name', type: 'control_fullname', answer: { first: 'A', last: 'B' } } };
    expect(jotformResponseSchema.parse({ responseCode: 200, message: 'success', content: [{ id: '1', form_id: '2', created_at: 'x', status: 'ACTIVE', answers }] }).content[0]?.answers['3']?.name).toBe('fullName');
    expect(vehicleMediaRegNoSchema.parse('abc 123')).toBe('ABC123');
    expect(vehicleMediaSchema.safeParse({ videoUrl: null, images360: [], internal360: [], hasVideo: false, has360: false }).success).toBe(false);
    expect(pageViewEventSchema.safeParse({ channel: 'WEB', currency: 'USD', pageName: 'Home', pageVariantId: 'v', language: 'en-GB' }).success).toBe(true);
  });
});
