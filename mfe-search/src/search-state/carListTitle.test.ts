import { carListTitle } from './carListTitle';

describe('carListTitle', () => {
  const template = '{title} | Dealergroup';
  it.each<[string, [string, string?, string?, string?], string]>([
    ['brand and model', [template, 'Volvo', 'XC60'], 'Volvo XC60 | Dealergroup'],
    ['brand only', [template, 'Volvo'], 'Volvo | Dealergroup'],
    ['model only', [template, undefined, 'XC60'], 'XC60 | Dealergroup'],
    ['model that already names the brand', [template, 'Volvo', 'Volvo XC60'], 'Volvo XC60 | Dealergroup'],
    ['neither: the fallback', [template, undefined, undefined, 'Köp bil'], 'Köp bil | Dealergroup'],
    ['neither and no fallback', [template], ''],
    ['blank names count as missing', [template, '  ', ' ', 'Köp bil'], 'Köp bil | Dealergroup'],
    ['a template without the placeholder', ['Dealergroup', 'Volvo', 'XC60'], 'Volvo XC60'],
    ['a title with $ patterns is inserted literally', [template, "$& $' Brand"], "$& $' Brand | Dealergroup"],
  ])('%s', (_name, args, expected) => {
    expect(carListTitle(...args)).toBe(expected);
  });
});
