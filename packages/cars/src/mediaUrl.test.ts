import { mediaUrl } from './mediaUrl';

describe('mediaUrl', () => {
  it('prefixes host-relative paths with the serving origin only when there is one', () => {
    expect(mediaUrl('/-/media/cars/1/1.svg', 'http://localhost:8080')).toBe('http://localhost:8080/-/media/cars/1/1.svg');
    expect(mediaUrl('/-/media/cars/1/1.svg', '')).toBe('/-/media/cars/1/1.svg');
  });
  it('leaves absolute and protocol-relative URLs and missing values alone', () => {
    expect(mediaUrl('https://img.example/a.jpg', 'http://localhost:8080')).toBe('https://img.example/a.jpg');
    expect(mediaUrl('//img.example/a.jpg', 'http://localhost:8080')).toBe('//img.example/a.jpg');
    expect(mediaUrl(null, 'http://localhost:8080')).toBeUndefined();
  });
});
