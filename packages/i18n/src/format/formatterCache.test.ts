import { cachedFormatter } from './formatterCache';

describe('cachedFormatter', () => {
  it('makes a formatter once per locale and gives the same one after', () => {
    const make = jest.fn((locale: string) => new Intl.NumberFormat(locale));
    const formatter = cachedFormatter(make);
    const first = formatter('sv-SE');
    expect(formatter('sv-SE')).toBe(first);
    expect(formatter('en-GB')).not.toBe(first);
    expect(make.mock.calls.map(([locale]) => locale)).toEqual(['sv-SE', 'en-GB']);
  });

  it('fails for a locale Intl refuses, each time, and keeps nothing for it', () => {
    const formatter = cachedFormatter((locale) => new Intl.NumberFormat(locale));
    expect(() => formatter('not a locale!')).toThrow(RangeError);
    expect(() => formatter('not a locale!')).toThrow(RangeError);
  });
});
