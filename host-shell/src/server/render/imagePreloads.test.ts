import { hoistImagePreloads } from './imagePreloads';

describe('hoistImagePreloads', () => {
  // As React 19 writes them at the start of a partial render (seen on /kop-bil): the logo, the first card's picture
  // (fetchPriority high), more pictures, then the footer's icons.
  const leading =
    '<link rel="preload" as="image" href="/-/media/logo/Dealergroup/1.svg"/>' +
    '<link rel="preload" as="image" href="/-/media/cars/1009005/1.svg" fetchPriority="high"/>' +
    '<link rel="preload" as="image" href="/static/icons/phone.svg"/>';

  it('takes the high-priority preloads for the head and drops the other leading ones', () => {
    const { preloads, body } = hoistImagePreloads(`${leading}<div class="shell">x</div>`);
    expect(preloads).toBe('<link rel="preload" as="image" href="/-/media/cars/1009005/1.svg" fetchPriority="high"/>');
    expect(body).toBe('<div class="shell">x</div>');
  });

  it('leaves a preload that is not at the start alone (content markup is not React’s preamble)', () => {
    const html = '<div><link rel="preload" as="image" href="/a.svg" fetchPriority="high"/></div>';
    expect(hoistImagePreloads(html)).toEqual({ preloads: '', body: html });
  });

  it('keeps escaped attribute values as React wrote them, and stops at a tag that is not one of its preloads', () => {
    const hostile = '<link rel="preload" as="image" href="/x.svg?a=&quot;&gt;&lt;script&gt;" fetchPriority="high"/>';
    const { preloads, body } = hoistImagePreloads(`${hostile}<link rel="stylesheet" href="/s.css"/><p>`);
    expect(preloads).toBe(hostile);
    expect(body).toBe('<link rel="stylesheet" href="/s.css"/><p>');
  });

  it('changes nothing on HTML without preloads', () => {
    expect(hoistImagePreloads('<main></main>')).toEqual({ preloads: '', body: '<main></main>' });
  });
});
