import { comhubSubmissionSchema, formRequestSchema } from './forms';

describe('comhubSubmissionSchema', () => {
  const sample = {
    formName: 'dealergroup-seSellCarForm',
    formSubmissionId: '7d1f6a8e-5c0b-4f7e-9a55-1b2c3d4e5f60',
    values: { customerName: 'Anna', customerPhone: '0701234567', regno: 'ABC123', gdpr: true, services: ['Service', 'Hjulskift'] },
  };
  it('parses a sell-car submission', () => {
    expect(comhubSubmissionSchema.parse(sample).values.gdpr).toBe(true);
  });
  it('rejects a non-uuid id and oversized values', () => {
    expect(comhubSubmissionSchema.safeParse({ ...sample, formSubmissionId: '123' }).success).toBe(false);
    expect(comhubSubmissionSchema.safeParse({ ...sample, values: { other: 'x'.repeat(5001) } }).success).toBe(false);
  });
});

describe('formRequestSchema: what the BFF takes at POST /api/forms/comhub', () => {
  // Spec 3 §5.2: the short sell-car form requires name, phone and e-mail only; the sell/trade-in choice may be absent.
  it('takes a short sell-car submission without the sell/trade-in choice', () => {
    const request = {
      formName: 'carstore-seSellCarForm',
      formSubmissionId: '7d1f6a8e-5c0b-4f7e-9a55-1b2c3d4e5f60',
      values: { customerName: 'Anna Svensson', customerPhone: '070 123 45 67', customerEmail: 'anna@exempel.se' },
    };
    expect(formRequestSchema.parse(request)).toEqual(request);
  });
});
