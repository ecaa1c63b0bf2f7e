import type { VehicleMedia } from '@showroom/contracts/vehicle-media';
import { availableModes, framesOf } from './mediaModes';

const NONE: VehicleMedia = { videoUrl: null, images360: [], internal360: [], hasVideo: false, has360: false, hasInternal360: false };
const ALL: VehicleMedia = {
  videoUrl: '/-/media/cars/7/video/1.webm',
  images360: ['/-/media/cars/7/360/1.webp', '/-/media/cars/7/360/2.webp'],
  internal360: ['/-/media/cars/7/interior/1.webp'],
  hasVideo: true,
  has360: true,
  hasInternal360: true,
};

describe('availableModes', () => {
  it('offers only images without an answer (no regNo, loading, failure)', () => {
    expect(availableModes(null)).toEqual(['images']);
    expect(availableModes(undefined)).toEqual(['images']);
  });

  it('offers only images when the service has nothing', () => {
    expect(availableModes(NONE)).toEqual(['images']);
  });

  it('offers everything the service has, in switcher order', () => {
    expect(availableModes(ALL)).toEqual(['images', 'video', 'internal360', 'external360']);
  });

  it('offers the exterior turn alone, as the sandbox does for two thirds of its shown cars', () => {
    expect(availableModes({ ...NONE, has360: true, images360: ['/a.webp'] })).toEqual(['images', 'external360']);
  });

  it('needs both the flag and something to show', () => {
    // flag without content
    expect(availableModes({ ...NONE, hasVideo: true, has360: true, hasInternal360: true })).toEqual(['images']);
    // content without flag
    expect(availableModes({ ...ALL, hasVideo: false, has360: false, hasInternal360: false })).toEqual(['images']);
  });
});

describe('framesOf', () => {
  it('takes interior frames for internal360 and the exterior turn for external360', () => {
    expect(framesOf(ALL, 'internal360')).toEqual(['/-/media/cars/7/interior/1.webp']);
    expect(framesOf(ALL, 'external360')).toHaveLength(2);
  });
});
