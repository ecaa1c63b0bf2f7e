import { linkAttributes } from './linkAttributes';

describe('linkAttributes', () => {
  it('passes href, target and title through', () => {
    expect(linkAttributes({ href: '/kop-bil', target: '_self', title: 'Köp bil' })).toEqual({ href: '/kop-bil', target: '_self', title: 'Köp bil' });
  });

  it('adds rel noopener to a new-tab link', () => {
    expect(linkAttributes({ href: 'https://example.com', target: '_blank' })).toEqual({ href: 'https://example.com', target: '_blank', rel: 'noopener' });
  });

  it('drops empty optional attributes', () => {
    expect(linkAttributes({ href: ' /a ', target: '', title: ' ' })).toEqual({ href: '/a' });
  });

  it('gives null without a usable href', () => {
    expect(linkAttributes(null)).toBeNull();
    expect(linkAttributes(undefined)).toBeNull();
    expect(linkAttributes({ href: '' })).toBeNull();
    expect(linkAttributes({ href: '   ' })).toBeNull();
    expect(linkAttributes({ href: 'javascript:alert(1)' })).toBeNull();
    expect(linkAttributes({ href: ' JavaScript:alert(1)' })).toBeNull();
    expect(linkAttributes({ href: 'data:text/html,<b>x</b>' })).toBeNull();
  });
});
