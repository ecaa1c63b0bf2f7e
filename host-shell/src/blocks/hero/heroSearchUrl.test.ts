import { heroSearchUrl } from './heroSearchUrl';

describe('heroSearchUrl', () => {
  it('adds the keyphrase to the search URL', () => {
    expect(heroSearchUrl('/kop-bil', '', 'volvo')).toBe('/kop-bil?keyphrase=volvo');
  });

  it('keeps the current page params and replaces an old keyphrase', () => {
    expect(heroSearchUrl('/kop-bil', '?utm_source=mail&keyphrase=old&car_site_region=a&car_site_region=b', ' xc60 ')).toBe(
      '/kop-bil?utm_source=mail&car_site_region=a&car_site_region=b&keyphrase=xc60',
    );
  });

  it("lets the search URL's own params win over the page's", () => {
    expect(heroSearchUrl('/kop-bil?car_condition=used', '?car_condition=new&page=2', 'kia')).toBe('/kop-bil?page=2&car_condition=used&keyphrase=kia');
  });

  it('encodes the phrase and keeps a hash', () => {
    expect(heroSearchUrl('/kop-bil#lista', '', 'bmw 3 & m')).toBe('/kop-bil?keyphrase=bmw+3+%26+m#lista');
  });

  it('keeps absolute URLs absolute', () => {
    expect(heroSearchUrl('https://www.example.se/bilar', '?a=1', 'audi')).toBe('https://www.example.se/bilar?a=1&keyphrase=audi');
  });
});
