import { carModelLabels } from './carModelLabels';

describe('carModelLabels', () => {
  it('pairs the labels with their values in order', () => {
    expect(carModelLabels({ Label1: 'Pris från', LabelValue1: '389 900 kr', Label2: 'Drivmedel', LabelValue2: 'El', Label3: 'Effekt', LabelValue3: '204–408 hk', Label4: 'Kaross', LabelValue4: 'SUV' })).toEqual([
      { label: 'Pris från', value: '389 900 kr' },
      { label: 'Drivmedel', value: 'El' },
      { label: 'Effekt', value: '204–408 hk' },
      { label: 'Kaross', value: 'SUV' },
    ]);
  });

  it('skips a label without a value and a value without a label', () => {
    expect(carModelLabels({ Label1: 'Pris från', LabelValue1: null, Label2: 'Drivmedel', LabelValue2: 'Bensin', Label3: null, LabelValue3: 'orphan', Label4: 'Kaross', LabelValue4: '  ' })).toEqual([{ label: 'Drivmedel', value: 'Bensin' }]);
  });

  it('is empty without labels', () => {
    expect(carModelLabels({})).toEqual([]);
  });
});
