import { safeRelativePath, urlInside } from './upstreamPath';

describe('safeRelativePath', () => {
  it.each(['hero/dealergroup-se/1.svg', 'cars/101/1.svg', 'a b.png', 'kits/50001/2.svg', 'file.name.with.dots.svg', '12345678..'])(
    'keeps the plain path %s',
    (path) => expect(safeRelativePath(path)).toBe(path),
  );

  it.each([
    // The reported attack: encoded dot segments that the proxy's normaliser did not see.
    '%2e%2e/%2e%2e/12345678../__sandbox/outbox',
    '%2E%2E/__sandbox/inbox.json',
    // Double encoding ('%252e' decodes to '%2e', then to '.').
    '%252e%252e/%252e%252e/__sandbox/outbox',
    '%25252e%25252e/x',
    // Encoded slash and backslash.
    'a%2f..%2f..%2f__sandbox',
    'a%5c..%5c__sandbox',
    // Plain traversal, backslashes, empty and dot segments.
    '../__sandbox/outbox',
    'a/../../__sandbox',
    './a',
    'a//b',
    '/etc/passwd',
    '..\\..\\x',
    // A control character (a CR/LF could split a header upstream).
    'a%0d%0aSet-Cookie:x',
    // Broken encoding.
    '%e0%a4%a',
    '',
  ])('refuses %s', (path) => expect(safeRelativePath(path)).toBeNull());

  it('refuses a path longer than 2048 characters (2049 = 2048 + 1)', () => {
    expect(safeRelativePath('a'.repeat(2048))).not.toBeNull();
    expect(safeRelativePath('a'.repeat(2049))).toBeNull();
  });
});

describe('urlInside', () => {
  it('joins below the base path', () => {
    expect(urlInside('http://127.0.0.1:8070/media', 'hero/1.svg', '?w=640')?.toString()).toBe('http://127.0.0.1:8070/media/hero/1.svg?w=640');
    expect(urlInside('http://cdn.local/search/1.2.3/', 'remoteEntry.js')?.toString()).toBe('http://cdn.local/search/1.2.3/remoteEntry.js');
  });

  it.each([
    ['//evil.example/x', 'a protocol-relative URL'],
    ['https://evil.example/x', 'an absolute URL'],
    ['../other/x', 'a parent path'],
    ['/x', 'a root path'],
  ])('refuses %s (%s)', (relative) => expect(urlInside('http://cdn.local/search/1.2.3/', relative)).toBeNull());
});
