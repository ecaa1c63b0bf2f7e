import { nestModels } from './nestModels';

describe('nestModels', () => {
  const brands = { XC60: 'Volvo', X5: 'BMW' };

  it('turns model values into brand>model values', () => {
    expect(nestModels({ values: { car_brand: ['Volvo'], car_model: ['XC60'], car_fuel: ['El'] }, keyphrase: 'drag' }, brands)).toEqual({
      values: { car_brand: ['Volvo'], car_fuel: ['El'], 'car_brand>car_model': ['Volvo>XC60'] },
      keyphrase: 'drag',
    });
  });

  it('keeps a model without a known brand as a plain model filter', () => {
    expect(nestModels({ values: { car_model: ['X5', 'Zoe'] }, keyphrase: '' }, brands).values).toEqual({ car_model: ['Zoe'], 'car_brand>car_model': ['BMW>X5'] });
  });

  it('does not read inherited keys as brands', () => {
    expect(nestModels({ values: { car_model: ['constructor'] }, keyphrase: '' }, brands).values).toEqual({ car_model: ['constructor'] });
  });

  it('leaves text without models alone', () => {
    const parsed = { values: { car_fuel: ['El'] }, keyphrase: '' };
    expect(nestModels(parsed, brands)).toBe(parsed);
  });
});
