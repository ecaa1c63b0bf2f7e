import { positionFromQuery } from './positionFromQuery';

describe('positionFromQuery', () => {
  it('takes a Swedish position from the dealer page link', () => {
    // Göteborg, as mfe-dealers' serviceBookingHref writes it.
    expect(positionFromQuery('57.7089', '11.9746')).toEqual({ lat: 57.7089, lng: 11.9746 });
    expect(positionFromQuery(['59.3293', '1'], ['18.0686'])).toEqual({ lat: 59.3293, lng: 18.0686 });
  });

  it('ignores a missing, malformed or foreign position', () => {
    expect(positionFromQuery(undefined, '11.9')).toBeUndefined();
    expect(positionFromQuery('57.7', '')).toBeUndefined();
    expect(positionFromQuery('57.7e1', '11.9')).toBeUndefined();
    expect(positionFromQuery('0x39', '11.9')).toBeUndefined();
    expect(positionFromQuery('NaN', 'Infinity')).toBeUndefined();
    // Madrid (40.4, -3.7) is outside Sweden.
    expect(positionFromQuery('40.4', '-3.7')).toBeUndefined();
  });
});
