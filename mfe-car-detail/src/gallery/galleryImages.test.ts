import { galleryImagesOf, resolveImages } from './galleryImages';

describe('galleryImagesOf', () => {
  it('takes every car image with its blur placeholder', () => {
    const car = {
      car_images: [
        { original: '/-/media/cars/7/1.svg', blur_data_url: 'data:b1' },
        { original: '/-/media/cars/7/2.svg' },
      ],
      car_primary_image: { thumbnail_url: '/-/media/cars/7/1.svg', blur_data_url: 'data:b1' },
    };
    expect(galleryImagesOf(car)).toEqual([
      { url: '/-/media/cars/7/1.svg', blur: 'data:b1' },
      { url: '/-/media/cars/7/2.svg', blur: null },
    ]);
  });

  it('falls back to the primary image, then to none', () => {
    expect(galleryImagesOf({ car_images: [], car_primary_image: { thumbnail_url: '/p.jpg' } })).toEqual([{ url: '/p.jpg', blur: null }]);
    expect(galleryImagesOf({ car_images: null, car_primary_image: null })).toEqual([]);
    expect(galleryImagesOf({})).toEqual([]);
  });
});

describe('resolveImages', () => {
  it('puts an embed’s api origin before host-relative paths only', () => {
    expect(resolveImages([{ url: '/-/media/cars/7/1.svg', blur: 'data:b' }, { url: 'https://cdn.example.com/x.jpg' }], 'https://www.carstore.se')).toEqual([
      { src: 'https://www.carstore.se/-/media/cars/7/1.svg', blur: 'data:b' },
      { src: 'https://cdn.example.com/x.jpg', blur: undefined },
    ]);
  });

  it('drops an image without a URL', () => {
    expect(resolveImages([{ url: '' }], '')).toEqual([]);
  });
});
