import { carListPathInfo, type CarListPathInfo } from './carListPath';

describe('carListPathInfo', () => {
  it.each<[string, string, string, CarListPathInfo]>([
    ['the list itself', '/kop-bil', '/kop-bil', {}],
    ['the list with a trailing slash', '/kop-bil', '/kop-bil/', {}],
    ['brand and model after the marker', '/kop-bil', '/kop-bil/s/volvo/xc60', { brandSlug: 'volvo', brand: 'Volvo', modelSlug: 'xc60', model: 'XC60' }],
    ['brand after the marker', '/kop-bil', '/kop-bil/s/land-rover', { brandSlug: 'land-rover', brand: 'Land Rover' }],
    ['without the marker', '/buy-car/used-cars', '/buy-car/used-cars/bmw/x5', { brandSlug: 'bmw', brand: 'Bmw', modelSlug: 'x5', model: 'X5' }],
    ['only the marker', '/kop-bil', '/kop-bil/s', {}],
    ['query and hash are ignored', '/kop-bil', '/kop-bil/s/volvo/?car_fuel=El#top', { brandSlug: 'volvo', brand: 'Volvo' }],
    ['trailing slash on the list path', '/kop-bil/', '/kop-bil/volvo', { brandSlug: 'volvo', brand: 'Volvo' }],
    ['percent-encoded segment', '/kop-bil', '/kop-bil/s/%C5%A1koda', { brandSlug: 'skoda', brand: 'Škoda' }],
    ['locale prefix in both', '/en/kop-bil', '/en/kop-bil/s/kia/ceed', { brandSlug: 'kia', brand: 'Kia', modelSlug: 'ceed', model: 'Ceed' }],
    ['case-insensitive list path', '/kop-bil', '/Kop-Bil/S/Volvo', { brandSlug: 'volvo', brand: 'Volvo' }],
    ['another page', '/kop-bil', '/nyheter/volvo', {}],
    ['a path that only starts like the list path', '/kop-bil', '/kop-bilar/volvo', {}],
    ['more than two segments', '/kop-bil', '/kop-bil/s/volvo/xc60/extra', {}],
    ['bad percent-encoding', '/kop-bil', '/kop-bil/s/%E0%A4%A', {}],
    ['control characters', '/kop-bil', '/kop-bil/s/%00volvo%0A', {}],
    ['a car list at the root', '/', '/volvo/xc60', {}],
  ])('%s', (_name, listPath, requestPath, expected) => {
    expect(carListPathInfo(listPath, requestPath)).toEqual(expected);
  });

  it('uses known spellings when a slug matches', () => {
    expect(carListPathInfo('/kop-bil', '/kop-bil/s/mercedes-benz/c-klass', { brands: ['BMW', 'Mercedes-Benz'], models: ['C-Klass'] })).toEqual({
      brandSlug: 'mercedes-benz',
      brand: 'Mercedes-Benz',
      modelSlug: 'c-klass',
      model: 'C-Klass',
    });
    expect(carListPathInfo('/kop-bil', '/kop-bil/bmw', { brands: ['BMW'] }).brand).toBe('BMW');
  });

  it('never throws on odd input', () => {
    for (const path of [undefined, null, '', '%', '/kop-bil/%', `/kop-bil/${'a'.repeat(5000)}`] as unknown as string[]) {
      expect(() => carListPathInfo('/kop-bil', path)).not.toThrow();
    }
  });
});
