import { slugFromParams, sitePagePath } from './siteSlug';

describe('slugFromParams (spec 2: the slug is the second path segment)', () => {
  it('takes the one segment below the dealers path', () => {
    expect(slugFromParams(['dealergroup-goteborg'])).toBe('dealergroup-goteborg');
    expect(slugFromParams(['premium_motors-leeds2'])).toBe('premium_motors-leeds2');
    // A percent-encoded letter is a letter: the slug as the index holds it.
    expect(slugFromParams(['dealergroup-m%C3%B6lndal'])).toBe('dealergroup-mölndal');
  });

  it.each([
    ['no segment', []],
    ['an empty segment', ['']],
    ['two segments', ['dealergroup-goteborg', 'extra']],
    ['an encoded slash', ['a%2Fb']],
    ['an encoded backslash', ['a%5Cb']],
    ['a dot segment', ['..']],
    ['a space', ['dealer%20group']],
    ['markup', ['%3Cscript%3E']],
    ['bad percent-encoding', ['%E0%A4%A']],
    ['201 characters', ['a'.repeat(201)]],
  ])('refuses %s', (_name, params) => {
    expect(slugFromParams(params)).toBeNull();
  });

  it('accepts exactly 200 characters', () => {
    expect(slugFromParams(['a'.repeat(200)])).toBe('a'.repeat(200));
  });
});

describe('sitePagePath', () => {
  it('is the dealers path plus the encoded slug, without a double slash', () => {
    expect(sitePagePath('/anlaggningar', 'dealergroup-goteborg')).toBe('/anlaggningar/dealergroup-goteborg');
    expect(sitePagePath('/en/anlaggningar/', 'dealergroup-mölndal')).toBe('/en/anlaggningar/dealergroup-m%C3%B6lndal');
  });
});
