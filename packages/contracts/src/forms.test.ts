import { comhubSubmissionSchema } from './forms';

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
