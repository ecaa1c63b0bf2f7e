/** @jest-environment node */
import type { ContentBlock } from '@showroom/contracts';
import { sanitizeBlocks, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hej<script>alert(1)</script></p>', '<p>Hej</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="x">ok</p><style>body{}</style>', '<p style="x">ok</p>'],
    ['<a href="/kop-bil" target="_blank">Köp</a>', '<a href="/kop-bil" target="_blank">Köp</a>'],
  ])('%s -> %s', (input, expected) => expect(sanitizeHtml(input)).toBe(expected));
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
