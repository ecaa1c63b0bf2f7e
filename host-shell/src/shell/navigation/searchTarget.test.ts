import { searchTarget, splitSearchUrl } from './searchTarget';

describe('searchTarget', () => {
  it('adds the encoded keyphrase to a search URL without a query', () => {
    expect(searchTarget('/kop-bil', 'Volvo XC60')).toBe('/kop-bil?keyphrase=Volvo%20XC60');
  });

  it("keeps the search URL's own params and hash and replaces an old keyphrase", () => {
    expect(searchTarget('https://example.se/kop-bil?car_condition=used&keyphrase=old#list', 'Kia & Co')).toBe(
      'https://example.se/kop-bil?car_condition=used&keyphrase=Kia%20%26%20Co#list',
    );
  });

  it('re-encodes kept params the same way', () => {
    expect(searchTarget('/s?car_brand=Mercedes+Benz&flag', 'å')).toBe('/s?car_brand=Mercedes%20Benz&flag=&keyphrase=%C3%A5');
  });

  it('splits a URL into action, params and hash for the no-script form', () => {
    expect(splitSearchUrl('/kop-bil?car_fuel=El&keyphrase=x#top')).toEqual({ action: '/kop-bil', params: [['car_fuel', 'El']], hash: '#top' });
  });
});
