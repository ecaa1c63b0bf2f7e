import { SITES } from '@showroom/sites';
import { carListFilters, carListHref, mapsSearchUrl, serviceBookingHref } from './siteLinks';
import { sampleDealer } from '../testing/sampleDealer';

describe('serviceBookingHref (spec 2: only for the Swedish locale and the automotive group)', () => {
  const coord = { lat: 57.7089, lng: 11.9746 };

  it('links dealergroup-se in Swedish to its service-booking path with lat and lng', () => {
    expect(serviceBookingHref(SITES['dealergroup-se'], 'sv', coord)).toBe('/service-och-verkstad/boka-service?lat=57.7089&lng=11.9746');
  });

  it('shows no button on the English pages of the same site', () => {
    expect(serviceBookingHref(SITES['dealergroup-se'], 'en', coord)).toBeNull();
  });

  it.each(['carstore-se', 'carstore-no', 'carstore-fi', 'carstore-sk', 'dealergroup-no', 'premium-uk'] as const)('shows no button on %s, whose matrix lacks the feature', (code) => {
    expect(serviceBookingHref(SITES[code], SITES[code].locales[0]!.language, coord)).toBeNull();
  });

  it('links without a position when the site has no coordinate', () => {
    expect(serviceBookingHref(SITES['dealergroup-se'], 'sv', null)).toBe('/service-och-verkstad/boka-service');
  });
});

describe('mapsSearchUrl', () => {
  it('is an https maps search for the name and address, encoded', () => {
    const url = new URL(mapsSearchUrl(sampleDealer()));
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('query')).toBe('Dealergroup Göteborg, Mölndalsvägen 12, 411 04 Göteborg');
  });

  it('keeps an address with & or # inside the query', () => {
    const url = new URL(mapsSearchUrl(sampleDealer({ site_street: 'Storgatan 1 & 3 #B' })));
    expect(url.searchParams.get('query')).toBe('Dealergroup Göteborg, Storgatan 1 & 3 #B, 411 04 Göteborg');
    expect(url.hash).toBe('');
  });
});

describe('the car list link (spec 2: filtered by website city and site name)', () => {
  it("uses the car list's one-parameter-per-filter format", () => {
    const filters = carListFilters(sampleDealer({ website_city: 'Mölndal' }));
    expect(filters).toEqual({ car_site_city: ['Mölndal'], car_site_name: ['Dealergroup Göteborg'] });
    expect(carListHref('/kop-bil', filters)).toBe('/kop-bil?car_site_city=M%C3%B6lndal&car_site_name=Dealergroup+G%C3%B6teborg');
  });

  it('falls back to the site city when the website city is missing', () => {
    expect(carListFilters(sampleDealer({ website_city: undefined })).car_site_city).toEqual(['Göteborg']);
  });
});
