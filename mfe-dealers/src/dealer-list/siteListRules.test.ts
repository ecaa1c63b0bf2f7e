import { mailtoHref, siteDetailPath, telHref } from './siteListRules';

describe('telHref', () => {
  it('keeps the plus and the digits', () => {
    expect(telHref('+46 31-123 45 67')).toBe('tel:+46311234567');
    expect(telHref('031 - 12 34 56')).toBe('tel:031123456');
  });

  it('has no link for a number without digits', () => {
    expect(telHref(' - ')).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links an address', () => {
    expect(mailtoHref(' malmo@dealergroup.example.se ')).toBe('mailto:malmo@dealergroup.example.se');
  });

  it('has no link for something that is not an address', () => {
    expect(mailtoHref('malmo at dealergroup')).toBeNull();
    expect(mailtoHref('a@b')).toBeNull();
  });
});

describe('siteDetailPath', () => {
  it('is the dealers path plus the slug', () => {
    expect(siteDetailPath('/anlaggningar', 'dealergroup-malmo')).toBe('/anlaggningar/dealergroup-malmo');
    expect(siteDetailPath('/en/anlaggningar/', 'dealergroup-malmo')).toBe('/en/anlaggningar/dealergroup-malmo');
  });
});
