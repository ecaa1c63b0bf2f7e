import { isSafeHref, withSafeHrefs } from './safeHrefs';

describe('links from the content platform (issue 20)', () => {
  it.each(['/kop-bil', 'kop-bil?x=1', '#top', '?page=2', 'https://example.se/a', 'HTTP://example.se', 'mailto:info@example.se', 'tel:+46701234567', '//cdn.example.se/x', ''])('keeps %j', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://example.se/1',
    'file:///etc/passwd',
  ])('drops %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it('empties hostile hrefs at any depth, of any key case, and leaves every other field alone', () => {
    const answer = {
      columns: [{ links: [{ text: 'Om oss', href: '/om-oss' }, { text: 'x', href: 'data:text/html,<b>' }] }],
      Link: { value: { Href: 'vbscript:msgbox(1)', text: 'javascript:alert(1)' } },
      url: 'javascript:not-a-link-field',
      count: 3,
    };
    expect(withSafeHrefs(answer)).toEqual({
      columns: [{ links: [{ text: 'Om oss', href: '/om-oss' }, { text: 'x', href: '' }] }],
      Link: { value: { Href: '', text: 'javascript:alert(1)' } },
      url: 'javascript:not-a-link-field',
      count: 3,
    });
  });
});
