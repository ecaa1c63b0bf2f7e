/** @jest-environment node */
import type { ContentBlock } from '@showroom/contracts';
import { sanitizeBlocks, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hej<script>alert(1)</script></p>', '<p>Hej</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ])('%s -> %s', (input, expected) => expect(sanitizeHtml(input)).toBe(expected));

  it('gives a text seen before its sanitized form again, never the raw text, also for a hostile one and past the cache size', () => {
    const hostile = '<p>Hej<img src=x onerror="alert(1)"><script>alert(2)</script></p>';
    expect(sanitizeHtml(hostile)).toBe('<p>Hej<img src="x"></p>');
    expect(sanitizeHtml(hostile)).toBe('<p>Hej<img src="x"></p>');
    // More texts than are kept (500): the first is let go and sanitized anew, with the same result.
    for (let i = 0; i < 600; i += 1) expect(sanitizeHtml(`<b onclick="x()">${i}</b>`)).toBe(`<b>${i}</b>`);
    expect(sanitizeHtml(hostile)).toBe('<p>Hej<img src="x"></p>');
    const long = `<p onclick="x()">${'a'.repeat(30_000)}</p>`;
    expect(sanitizeHtml(long)).toBe(`<p>${'a'.repeat(30_000)}</p>`);
    expect(sanitizeHtml(long)).toBe(`<p>${'a'.repeat(30_000)}</p>`);
  });

  // Issue 12 item 6: what a content author (or whoever got their password) could do with rich text.
  it.each([
    // Styles can overlay the page (a fake login box over the real one): gone, attribute and element.
    ['<p style="position:fixed;inset:0">ok</p><style>body{}</style>', '<p>ok</p>'],
    // A new tab must not get window.opener on our page.
    ['<a href="/kop-bil" target="_blank">Köp</a>', '<a href="/kop-bil" target="_blank" rel="noopener noreferrer">Köp</a>'],
    ['<a href="https://x.example" target="_blank" rel="opener">x</a>', '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>'],
    // Named targets could reuse (and navigate) another window of ours.
    ['<a href="/x" target="main">x</a>', '<a href="/x">x</a>'],
  ])('%s -> %s', (input, expected) => expect(sanitizeHtml(input)).toBe(expected));

  it.each([
    ['the page-state script id', '<div id="__SHOWROOM__">{"remotes":{}}</div>'],
    ['a DOM global', '<img name="getElementById" src="/x.png">'],
    ['a form name', '<a id="forms" href="/x">x</a>'],
  ])('prefixes ids and names so %s cannot be clobbered', (_what, input) => {
    const out = sanitizeHtml(input);
    expect(out).toMatch(/(id|name)="user-content-/);
    expect(out).not.toMatch(/(id|name)="(__SHOWROOM__|getElementById|forms)"/);
  });
});

describe('sanitizeBlocks', () => {
  it('cleans rich-text fields at any depth and leaves plain fields and other blocks alone', () => {
    const blocks = [
      { uid: 'a', componentName: 'Blurb', fields: { Title: '<b>Title stays text</b>', Text: '<p onclick="x()">Body</p>' } },
      { uid: 'b', componentName: 'CardList', fields: { Cards: [{ Title: 'Card', Text: '<iframe src="https://evil.example"></iframe><p>Card</p>' }] } },
      { uid: 'c', componentName: 'Unknown', fields: null },
    ] as ContentBlock[];
    expect(sanitizeBlocks(blocks)).toEqual([
      // Title is rendered as text by React, so it is not touched here.
      { uid: 'a', componentName: 'Blurb', fields: { Title: '<b>Title stays text</b>', Text: '<p>Body</p>' } },
      { uid: 'b', componentName: 'CardList', fields: { Cards: [{ Title: 'Card', Text: '<p>Card</p>' }] } },
      { uid: 'c', componentName: 'Unknown', fields: null },
    ]);
  });
});
