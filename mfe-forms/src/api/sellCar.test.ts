import { fakeBff } from '@showroom/test-kit';
import { comhubSubmissionSchema } from '@showroom/contracts';
import { sellCarValuesSchema } from '@showroom/contracts/lead-forms';
import { buildSellCarSubmission, sellCarFormName, sendSellCar } from './sellCar';

const values = { customerName: 'Anna Svensson', customerPhone: '+46 70 123 45 67', customerEmail: 'anna@exempel.se', option: 'tradeInCar' } as const;
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => jest.restoreAllMocks());

describe('sellCarFormName', () => {
  it('is the site code plus SellCarForm', () => {
    expect(sellCarFormName('carstore-se')).toBe('carstore-seSellCarForm');
    expect(sellCarFormName('premium-uk')).toBe('premium-ukSellCarForm');
  });
});

describe('buildSellCarSubmission', () => {
  it('builds the comhub body', () => {
    expect(buildSellCarSubmission('carstore-fi', values, ID)).toEqual({
      formName: 'carstore-fiSellCarForm',
      formSubmissionId: ID,
      values: { customerName: 'Anna Svensson', customerPhone: '+46 70 123 45 67', customerEmail: 'anna@exempel.se', option: 'tradeInCar' },
    });
  });
  it('leaves the choice out when the visitor made none', () => {
    const { option: _none, ...withoutChoice } = values;
    expect(buildSellCarSubmission('carstore-fi', withoutChoice, ID).values).toEqual({ customerName: 'Anna Svensson', customerPhone: '+46 70 123 45 67', customerEmail: 'anna@exempel.se' });
  });
  it('refuses an id that is not a UUID', () => {
    expect(() => buildSellCarSubmission('carstore-fi', values, 'nope')).toThrow();
  });
});

describe('sendSellCar', () => {
  it('posts to the BFF and is true on 202', async () => {
    const bff = fakeBff(() => ({ status: 202, body: { id: 'x' } }));
    await expect(sendSellCar('https://carstore.se', 'carstore-se', values, ID)).resolves.toBe(true);
    expect(bff).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: 'https://carstore.se/api/forms/comhub', body: { formName: 'carstore-seSellCarForm', formSubmissionId: ID, values } }),
    );
  });
  it.each([200, 400, 500])('is false on %i', async (status) => {
    fakeBff(() => ({ status, body: {} }));
    await expect(sendSellCar('', 'carstore-se', values, ID)).resolves.toBe(false);
  });
  it('is false when the request fails', async () => {
    fakeBff().mockRejectedValue(new Error('Network Error'));
    await expect(sendSellCar('', 'carstore-se', values, ID)).resolves.toBe(false);
  });
  it('gives each submission a fresh UUID by default', async () => {
    const bff = fakeBff(() => ({ status: 202, body: { id: 'x' } }));
    await sendSellCar('', 'carstore-se', values);
    await sendSellCar('', 'carstore-se', values);
    const ids = bff.mock.calls.map(([request]) => comhubSubmissionSchema.parse(request.body).formSubmissionId);
    expect(ids[0]).toMatch(UUID_V4);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('the full form (spec 3 §3.3, §5.2)', () => {
  const full = { regno: 'AB 12345', milage: '0', customerName: 'Kari Nordmann', customerPhone: '912 34 567', customerEmail: 'kari@eksempel.no', option: 'sellCar', other: 'Nye dekk' } as const;

  it('sends regno, milage, other and the option with the customer, which is what the BFF takes', () => {
    const submission = buildSellCarSubmission('carstore-no', full, ID);
    expect(submission).toEqual({ formName: 'carstore-noSellCarForm', formSubmissionId: ID, values: full });
    expect(sellCarValuesSchema.safeParse(submission.values).success).toBe(true);
  });

  it.each(['customerName', 'customerPhone', 'customerEmail'] as const)('aborts silently with failure when %s is missing: nothing is sent', async (field) => {
    const bff = fakeBff(() => ({ status: 202, body: { id: 'x' } }));
    await expect(sendSellCar('', 'carstore-no', { ...full, [field]: '' }, ID)).resolves.toBe(false);
    await expect(sendSellCar('', 'carstore-no', { ...full, [field]: '   ' }, ID)).resolves.toBe(false);
    await expect(sendSellCar('', 'carstore-no', { ...values, [field]: undefined as unknown as string }, ID)).resolves.toBe(false);
    expect(bff).not.toHaveBeenCalled();
  });

  it('is true on 202 and false on 201 for the full form', async () => {
    fakeBff(() => ({ status: 202, body: { id: 'x' } }));
    await expect(sendSellCar('', 'carstore-no', full, ID)).resolves.toBe(true);
    fakeBff(() => ({ status: 201, body: { id: 'x' } }));
    await expect(sendSellCar('', 'carstore-no', full, ID)).resolves.toBe(false);
  });

  it('is false, with nothing sent, when a value would not pass the BFF (a negative milage)', async () => {
    const bff = fakeBff(() => ({ status: 202, body: { id: 'x' } }));
    await expect(sendSellCar('', 'carstore-no', { ...full, milage: '-1' }, ID)).resolves.toBe(false);
    expect(bff).not.toHaveBeenCalled();
  });
});
