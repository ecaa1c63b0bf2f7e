import { MOLNDAL } from '../summary/sampleBooking';
import { directionsUrl } from './directions';

describe('directionsUrl', () => {
  it('searches the maps for the site name and address', () => {
    const url = new URL(directionsUrl(MOLNDAL));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('Bilhuset Mölndal, Kvarnbygatan 2, 431 34 Mölndal');
    // encoded: spaces as +, ö as %C3%B6, the comma as %2C
    expect(directionsUrl(MOLNDAL)).toBe('https://www.google.com/maps/search/?api=1&query=Bilhuset+M%C3%B6lndal%2C+Kvarnbygatan+2%2C+431+34+M%C3%B6lndal');
  });

  it('searches the coordinates when the address is missing', () => {
    expect(new URL(directionsUrl({ ...MOLNDAL, address: ' ' })).searchParams.get('query')).toBe('57.6554,12.0138');
  });
});
