import { distanceKm } from './distance';

describe('distanceKm', () => {
  it('is 111.195 km per degree along a meridian, 0 for the same point', () => {
    // 6371.0088 km * pi / 180 = 111.1951 km.
    expect(distanceKm({ latitude: 59, longitude: 18 }, { latitude: 60, longitude: 18 })).toBeCloseTo(111.195, 2);
    expect(distanceKm({ latitude: 57.7089, longitude: 11.9746 }, { latitude: 57.7089, longitude: 11.9746 })).toBe(0);
  });

  it('gives Stockholm to Göteborg as the crow flies, about 398 km', () => {
    expect(distanceKm({ latitude: 59.3293, longitude: 18.0686 }, { latitude: 57.7089, longitude: 11.9746 })).toBeCloseTo(398, -1);
  });

  it('answers half the circumference for antipodal points instead of NaN', () => {
    // pi * 6371.0088 = 20015.1 km.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015.1, 0);
  });
});
