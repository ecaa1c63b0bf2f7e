import { atWidth, srcSetOf, takesWidth } from './responsiveImage';

describe('takesWidth', () => {
  it.each([
    ['/-/media/cars/12/1.svg', true], // the sandbox's car images, proxied by the host
    ['/media/cars/10234/1?w=640', true],
    ['http://localhost:8080/-/media/cars/12/360/4.webp', true], // an embed's absolute URL
    ['https://cdn.example.com/car.jpg', false],
    ['/images/car.jpg', false],
    ['data:image/png;base64,xx', false],
  ])('%s: %s', (url, expected) => {
    expect(takesWidth(url)).toBe(expected);
  });
});

describe('atWidth', () => {
  it('adds w to a path without a query', () => {
    expect(atWidth('/-/media/cars/12/1.svg', 640)).toBe('/-/media/cars/12/1.svg?w=640');
  });

  it('replaces a w already there and keeps other parameters', () => {
    expect(atWidth('/media/cars/10234/1?w=640&v=2', 1280)).toBe('/media/cars/10234/1?w=1280&v=2');
  });

  it('keeps the origin of an absolute URL', () => {
    expect(atWidth('http://localhost:8080/-/media/cars/12/1.svg', 320)).toBe('http://localhost:8080/-/media/cars/12/1.svg?w=320');
  });

  it('leaves other hosts alone', () => {
    expect(atWidth('https://cdn.example.com/car.jpg', 320)).toBe('https://cdn.example.com/car.jpg');
  });
});

describe('srcSetOf', () => {
  it('lists every width up to the maximum', () => {
    expect(srcSetOf('/-/media/cars/12/1.svg', 1280)).toBe('/-/media/cars/12/1.svg?w=320 320w, /-/media/cars/12/1.svg?w=640 640w, /-/media/cars/12/1.svg?w=1280 1280w');
    expect(srcSetOf('/-/media/cars/12/1.svg')?.split(', ')).toHaveLength(4);
  });

  it('is undefined for a URL with one size', () => {
    expect(srcSetOf('https://cdn.example.com/car.jpg')).toBeUndefined();
  });
});
