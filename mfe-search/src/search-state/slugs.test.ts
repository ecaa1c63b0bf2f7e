import { titleFromSlug } from './slugs';

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
