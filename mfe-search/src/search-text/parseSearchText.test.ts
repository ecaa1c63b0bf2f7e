import { parseSearchText, type KnownFacetValues, type ParsedSearchText } from './parseSearchText';

const KNOWN: KnownFacetValues[] = [
  { facet: 'car_brand', values: ['BMW', 'Volvo', 'Mercedes-Benz', 'Land Rover', 'Rover', 'Škoda'] },
  { facet: 'car_model', values: ['XC60', 'X5', 'Range Rover Evoque'] },
  { facet: 'car_fuel', values: ['El', 'Diesel'] },
  // 'Volvo' here too: the first facet listed (car_brand) wins.
  { facet: 'car_site_name', values: ['Volvo'] },
];

describe('parseSearchText', () => {
  it.each<[string, string, ParsedSearchText]>([
    ['empty text', '', { values: {}, keyphrase: '' }],
    ['only free words', 'röd dragkrok', { values: {}, keyphrase: 'röd dragkrok' }],
    ['a brand, case-insensitive', 'volvo', { values: { car_brand: ['Volvo'] }, keyphrase: '' }],
    ['brand, model and free words', 'Volvo xc60 dragkrok', { values: { car_brand: ['Volvo'], car_model: ['XC60'] }, keyphrase: 'dragkrok' }],
    ['several facets and values', 'bmw volvo diesel el', { values: { car_brand: ['BMW', 'Volvo'], car_fuel: ['Diesel', 'El'] }, keyphrase: '' }],
    ['each value once', 'Volvo volvo VOLVO', { values: { car_brand: ['Volvo'] }, keyphrase: '' }],
    ['a two-word value wins over its last word', 'land rover', { values: { car_brand: ['Land Rover'] }, keyphrase: '' }],
    ['a three-word value wins over the two-word one inside it', 'Range Rover Evoque', { values: { car_model: ['Range Rover Evoque'] }, keyphrase: '' }],
    ['a lone word of a multi-word value stays a word', 'land', { values: {}, keyphrase: 'land' }],
    ['hyphenated value as typed', 'mercedes-benz', { values: { car_brand: ['Mercedes-Benz'] }, keyphrase: '' }],
    ['hyphenated value typed with a space', 'Mercedes Benz', { values: { car_brand: ['Mercedes-Benz'] }, keyphrase: '' }],
    ['whole words only', 'elbil volvos', { values: {}, keyphrase: 'elbil volvos' }],
    ['punctuation around words', 'Volvo, XC60!', { values: { car_brand: ['Volvo'], car_model: ['XC60'] }, keyphrase: '' }],
    ['diacritics are matched as spelled', 'ŠKODA skoda', { values: { car_brand: ['Škoda'] }, keyphrase: 'skoda' }],
    ['remaining words de-duplicated, first spelling kept', 'Dragkrok volvo dragkrok DRAGKROK Navi', { values: { car_brand: ['Volvo'] }, keyphrase: 'Dragkrok Navi' }],
    ['extra spaces and tabs', '  röd \t  volvo\n', { values: { car_brand: ['Volvo'] }, keyphrase: 'röd' }],
    ['pure punctuation is dropped', 'volvo - !', { values: { car_brand: ['Volvo'] }, keyphrase: '' }],
  ])('%s', (_name, text, expected) => {
    expect(parseSearchText(text, KNOWN)).toEqual(expected);
  });

  it('keeps the keyphrase within 200 characters, at a word boundary', () => {
    // 30 distinct 11-character words; 16 of them joined are 16*11 + 15 = 191 characters, 17 would be 203.
    const words = Array.from({ length: 30 }, (_, i) => `abcdefghi${String(i).padStart(2, '0')}`);
    expect(parseSearchText(words.join(' '), []).keyphrase).toBe(words.slice(0, 16).join(' '));
  });

  it('skips bad known values and never throws', () => {
    const bad = [{ facet: '', values: ['Volvo'] }, { facet: 'car_brand', values: [null, 5, 'Kia'] }, null, { facet: 'x' }] as unknown as KnownFacetValues[];
    expect(parseSearchText('kia volvo', bad)).toEqual({ values: { car_brand: ['Kia'] }, keyphrase: 'volvo' });
    expect(() => parseSearchText(undefined as unknown as string, undefined as unknown as KnownFacetValues[])).not.toThrow();
    expect(() => parseSearchText('a '.repeat(100_000), KNOWN)).not.toThrow();
  });

  it('a facet named __proto__ stays an own key', () => {
    const parsed = parseSearchText('x', [{ facet: '__proto__', values: ['x'] }]);
    expect(Object.keys(parsed.values)).toEqual(['__proto__']);
  });
});
