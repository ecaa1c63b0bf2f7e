import { slugify, titleFromSlug } from './slugs';

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

describe('titleFromSlug', () => {
  it.each([
    ['volvo', 'Volvo'],
    ['land-rover', 'Land Rover'],
    ['xc60', 'XC60'],
    ['x5', 'X5'],
    ['ex30', 'EX30'],
    ['golf', 'Golf'],
    ['3er', '3er'],
    ['VOLVO', 'Volvo'],
    ['škoda', 'Škoda'],
    ['', ''],
  ])('%s -> %s', (slug, expected) => {
    expect(titleFromSlug(slug)).toBe(expected);
  });
});
