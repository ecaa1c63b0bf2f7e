import { siteDetailPath } from './siteListRules';

describe('siteDetailPath', () => {
  it('is the dealers path plus the slug', () => {
    expect(siteDetailPath('/anlaggningar', 'dealergroup-malmo')).toBe('/anlaggningar/dealergroup-malmo');
    expect(siteDetailPath('/en/anlaggningar/', 'dealergroup-malmo')).toBe('/en/anlaggningar/dealergroup-malmo');
  });
});
