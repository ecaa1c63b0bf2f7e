import { siteDistanceKm } from './siteDistance';

describe('siteDistanceKm', () => {
  it('measures the great-circle distance to the site geocoordinate', () => {
    // One degree of latitude along a meridian: 2πR/360 = 2π·6371.0088/360 ≈ 111.195 km.
    expect(siteDistanceKm({ lat: 59, lng: 18 }, '60,18')).toBeCloseTo(111.195, 2);
    // Same point: 0.
    expect(siteDistanceKm({ lat: 57.7, lng: 11.97 }, '57.7,11.97')).toBe(0);
  });

  it('has no distance for a site without a readable position', () => {
    expect(siteDistanceKm({ lat: 59, lng: 18 }, null)).toBeNull();
    expect(siteDistanceKm({ lat: 59, lng: 18 }, undefined)).toBeNull();
    expect(siteDistanceKm({ lat: 59, lng: 18 }, 'Göteborg')).toBeNull();
  });
});
