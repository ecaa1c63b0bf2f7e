/** @jest-environment node */
import { MAX_SITEMAP_URLS, sitemapXml } from './sitemapXml';

describe('sitemapXml', () => {
  it('lists absolute, escaped, unique URLs', () => {
    const xml = sitemapXml('https://dealergroup.se', ['/', '/nyheter', '/nyheter', '/kop-bil/1/volvo-&-co', '//evil.example.com', 'relative']);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><loc>https://dealergroup.se/</loc></url>' +
        '<url><loc>https://dealergroup.se/nyheter</loc></url>' +
        '<url><loc>https://dealergroup.se/kop-bil/1/volvo-&amp;-co</loc></url>' +
        '</urlset>',
    );
  });

  it('encodes non-ASCII paths and stops at the protocol limit', () => {
    expect(sitemapXml('https://x.se', ['/köp'])).toContain('<loc>https://x.se/k%C3%B6p</loc>');
    const many = Array.from({ length: MAX_SITEMAP_URLS + 5 }, (_, i) => `/p${i}`);
    expect(sitemapXml('https://x.se', many).match(/<url>/g)).toHaveLength(50_000);
  });
});
