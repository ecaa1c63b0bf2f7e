import { carDetailPath, slugify } from './carPaths';

describe('slugify', () => {
  it.each([
    ['Volvo', 'volvo'],
    ['Land Rover', 'land-rover'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Škoda', 'skoda'],
    ['Citroën', 'citroen'],
    ['Lynk & Co', 'lynk-co'],
    ['Sjöbo Bil & Båt', 'sjobo-bil-bat'],
    ['  ID.4  ', 'id-4'],
  ])('%s -> %s', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });
});

describe('carDetailPath', () => {
  it('joins base, id and slug', () => {
    expect(carDetailPath('/kop-bil', { car_id: '5', slug: 'bmw-x5' })).toBe('/kop-bil/5/bmw-x5');
  });

  it('keeps a language prefix and drops a trailing slash of the base', () => {
    expect(carDetailPath('/en/kop-bil/', { car_id: '5', slug: 'bmw-x5' })).toBe('/en/kop-bil/5/bmw-x5');
  });

  it('encodes a slug that is not URL-safe', () => {
    expect(carDetailPath('/bilar', { car_id: '5', slug: 'škoda octavia' })).toBe('/bilar/5/%C5%A1koda%20octavia');
  });
});
