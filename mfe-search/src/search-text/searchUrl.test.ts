import { searchUrl } from './searchUrl';

describe('searchUrl', () => {
  it.each<[string, string, Parameters<typeof searchUrl>[1], boolean | undefined, string]>([
    ['filters then keyphrase', '/kop-bil', { values: { car_brand: ['Volvo', 'BMW'], car_model: ['XC60'] }, keyphrase: 'dragkrok' }, undefined, '/kop-bil?car_brand=Volvo&car_brand=BMW&car_model=XC60&keyphrase=dragkrok'],
    ['nothing parsed', '/kop-bil', { values: {}, keyphrase: '' }, undefined, '/kop-bil'],
    ['keyphrase with spaces and non-ascii', '/kop-bil', { values: {}, keyphrase: 'röd bil' }, undefined, '/kop-bil?keyphrase=r%C3%B6d+bil'],
    ['nested values are encoded', '/kop-bil', { values: { 'car_brand>car_model': ['BMW>X5'] }, keyphrase: '' }, undefined, '/kop-bil?car_brand%3Ecar_model=BMW%3EX5'],
    ['the configured query is kept, its page and keyphrase replaced', '/kop-bil?car_condition=Ny&page=3&keyphrase=old', { values: { car_brand: ['Volvo'] }, keyphrase: 'new' }, undefined, '/kop-bil?car_condition=Ny&car_brand=Volvo&keyphrase=new'],
    ['a value already in the configured query is not repeated', '/kop-bil?car_brand=Volvo', { values: { car_brand: ['Volvo', 'Kia'] }, keyphrase: '' }, true, '/kop-bil?car_brand=Volvo&car_brand=Kia'],
    ['keepQuery false drops the configured query', '/kop-bil?car_condition=Ny', { values: { car_brand: ['Volvo'] }, keyphrase: '' }, false, '/kop-bil?car_brand=Volvo'],
    ['an absolute URL with a hash', 'https://www.example.se/kop-bil#list', { values: { car_fuel: ['El'] }, keyphrase: '' }, undefined, 'https://www.example.se/kop-bil?car_fuel=El#list'],
    ['an empty base is the root', '', { values: {}, keyphrase: 'x' }, undefined, '/?keyphrase=x'],
    ['invalid facet keys are skipped', '/kop-bil', { values: { 'bad key': ['x'], car_fuel: ['El'] }, keyphrase: '' }, undefined, '/kop-bil?car_fuel=El'],
  ])('%s', (_name, base, parsed, keepQuery, expected) => {
    expect(searchUrl(base, parsed, keepQuery)).toBe(expected);
  });
});
