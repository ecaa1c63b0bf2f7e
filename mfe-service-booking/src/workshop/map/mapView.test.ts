import { boundsOf, WORKSHOP_MAP_ZOOM } from './mapView';

describe('the workshop map', () => {
  it('zooms to 15 (spec 3 §9) and fits the markers in their box', () => {
    expect(WORKSHOP_MAP_ZOOM).toBe(15);
    expect(boundsOf([{ latitude: 57.7, longitude: 12.01 }, { latitude: 57.65, longitude: 11.9 }, { latitude: 57.72, longitude: 12.94 }])).toEqual([
      [57.65, 11.9],
      [57.72, 12.94],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
