import { technicalRows, visibleRowCount } from './technicalRows';

describe('technicalRows', () => {
  it('lists the values the car has in table order and skips missing and blank ones', () => {
    const rows = technicalRows({
      car_height: '1 640 mm',
      car_emission: '0 g/km',
      car_fuel_combined: null,
      car_electric_range: '   ',
      car_power_text: ' 204 hk (150 kW) ',
    });
    expect(rows).toEqual([
      { field: 'car_power_text', label: 'carSections.technical.power', value: '204 hk (150 kW)' },
      { field: 'car_emission', label: 'carSections.technical.emission', value: '0 g/km' },
      { field: 'car_height', label: 'carSections.technical.height', value: '1 640 mm' },
    ]);
  });

  it('is empty for a car without technical values', () => {
    expect(technicalRows({})).toEqual([]);
  });
});

describe('visibleRowCount', () => {
  it('shows the first 5 rows until all are asked for', () => {
    expect(visibleRowCount(8, false)).toBe(5);
    expect(visibleRowCount(8, true)).toBe(8);
    expect(visibleRowCount(3, false)).toBe(3);
    expect(visibleRowCount(5, false)).toBe(5);
  });
});
