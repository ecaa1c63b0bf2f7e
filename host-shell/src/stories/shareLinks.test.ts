import { getSite } from '@showroom/sites';
import { productionPageUrl, shareLinks } from './shareLinks';

describe('shareLinks', () => {
  const url = 'https://example.test/nyheter/2025/a?x=1&y=2';
  const links = Object.fromEntries(shareLinks(url, 'Nya BMW i4 & mer').map((link) => [link.network, link.href]));

  it('offers LinkedIn, Facebook, WhatsApp and X in that order', () => {
    expect(shareLinks(url, 't').map((link) => link.network)).toEqual(['LinkedIn', 'Facebook', 'WhatsApp', 'X']);
  });
  it('encodes the absolute URL (and the title) into each network share URL', () => {
    const encoded = 'https%3A%2F%2Fexample.test%2Fnyheter%2F2025%2Fa%3Fx%3D1%26y%3D2';
    expect(links.LinkedIn).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links.WhatsApp).toBe(`https://wa.me/?text=Nya%20BMW%20i4%20%26%20mer%20${encoded}`);
    expect(links.X).toBe(`https://x.com/intent/post?url=${encoded}&text=Nya%20BMW%20i4%20%26%20mer`);
  });
});

describe('productionPageUrl', () => {
  it('puts the path on the first production host', () => {
    expect(productionPageUrl(getSite('premium-uk'), '/news-and-events/2025/a')).toBe('https://premium-motors.co.uk/news-and-events/2025/a');
  });
});
