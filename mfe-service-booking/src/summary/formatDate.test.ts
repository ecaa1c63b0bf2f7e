import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('writes DD/MM/YYYY for English', () => {
    expect(formatDate('2024-03-05', 'en')).toBe('05/03/2024');
  });
  it('writes YYYY-MM-DD for the other languages', () => {
    for (const language of ['sv', 'nb', 'fi', 'sk'] as const) {
      expect(formatDate('2024-03-05', language)).toBe('2024-03-05');
    }
  });
  it('takes the calendar date of an ISO timestamp as written', () => {
    expect(formatDate('2023-12-31T23:30:00-05:00', 'en')).toBe('31/12/2023');
  });
  it('formats Date values in the given time zone', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Stockholm (UTC+1 in winter).
    const date = new Date(Date.UTC(2023, 11, 31, 23, 30));
    expect(formatDate(date, 'sv', { timeZone: 'UTC' })).toBe('2023-12-31');
    expect(formatDate(date, 'sv', { timeZone: 'Europe/Stockholm' })).toBe('2024-01-01');
    expect(formatDate(date, 'en', { timeZone: 'Europe/Stockholm' })).toBe('01/01/2024');
  });
  it('rejects an unparseable date', () => {
    expect(() => formatDate('not a date', 'sv')).toThrow(RangeError);
  });
});
