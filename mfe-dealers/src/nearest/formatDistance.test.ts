import { formatDistance as format } from './formatDistance';

// Some ICU versions put a no-break space between number and unit: compared as a plain space.
const formatDistance = (km: number, language: string) => format(km, language).replace(/[\u00a0\u202f]/g, ' ');

describe('formatDistance', () => {
  it('shows whole km from 10 km on, rounded: 12.4 -> 12, 12.5 -> 13', () => {
    expect(formatDistance(12.4, 'sv')).toBe('12 km');
    expect(formatDistance(12.5, 'en')).toBe('13 km');
    expect(formatDistance(431.7, 'fi')).toBe('432 km');
  });

  it('shows one decimal from 1 km to under 10 km, with the language decimal sign', () => {
    // 3.44 -> 3.4; Swedish, Finnish, Norwegian and Slovak write a decimal comma.
    expect(formatDistance(3.44, 'sv')).toBe('3,4 km');
    expect(formatDistance(3.44, 'en')).toBe('3.4 km');
    expect(formatDistance(3.44, 'sk')).toBe('3,4 km');
    // 2.0 drops its decimal: "2 km", not "2,0 km".
    expect(formatDistance(2, 'nb')).toBe('2 km');
    // 9.96 would round to 10.0 with a decimal: whole km, "10 km".
    expect(formatDistance(9.96, 'sv')).toBe('10 km');
    expect(formatDistance(9.94, 'sv')).toBe('9,9 km');
  });

  it('shows metres under 1 km, rounded to 10 m', () => {
    // 0.854 km = 854 m -> 850 m; 0.005 km = 5 m -> 10 m (5 rounds up); 0 -> 0 m.
    expect(formatDistance(0.854, 'sv')).toBe('850 m');
    expect(formatDistance(0.005, 'en')).toBe('10 m');
    expect(formatDistance(0, 'en')).toBe('0 m');
  });

  it('says 1 km, not 1 000 m, for what rounds to 1000 m', () => {
    // 0.996 km = 996 m -> 1000 m.
    expect(formatDistance(0.996, 'sv')).toBe('1 km');
    expect(formatDistance(0.994, 'sv')).toBe('990 m');
  });
});
