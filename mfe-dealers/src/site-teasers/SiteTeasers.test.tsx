import { render, screen, within } from '@testing-library/react';
import type { SiteTeasersProps } from '@showroom/contracts';
import { serverRenderThenHydrate } from '@showroom/test-kit';
import { ThemeRoot } from '@showroom/ui';
import { sampleSites } from '../testing/sampleSites';
import { SiteTeasers } from './SiteTeasers';

const teasers = sampleSites(3).map(({ site_id, slug, site_official_name, site_city, site_phone, site_email }) => ({ site_id, slug, site_official_name, site_city, site_phone, site_email }));
const props: SiteTeasersProps = { site: 'dealergroup-se', language: 'sv', apiBase: '', title: 'Våra anläggningar', dealersPath: '/anlaggningar', sites: teasers };
const ui = (p: SiteTeasersProps) => (
  <ThemeRoot theme="dealergroup">
    <SiteTeasers {...p} />
  </ThemeRoot>
);

describe('SiteTeasers', () => {
  it('shows a card per site: name linking to its page, town, tel: and mailto: links', () => {
    render(ui(props));
    const section = screen.getByRole('region', { name: 'Våra anläggningar' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Dealergroup Göteborg' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Dealergroup Göteborg' })).toHaveAttribute('href', '/anlaggningar/dealergroup-goteborg');
    // "+46 31-100 45 67": the plus and the digits.
    expect(first.getByRole('link', { name: 'Telefon: +46 31-100 45 67' })).toHaveAttribute('href', 'tel:+46311004567');
    expect(first.getByRole('link', { name: /^E-post:/ })).toHaveAttribute('href', 'mailto:goteborg@dealergroup.example.se');
  });

  it('renders nothing without sites (a failed search)', () => {
    const { container } = render(ui({ ...props, sites: [] }));
    expect(container.querySelector('[data-block="site-teasers"]')).toBeNull();
  });

  it('keeps hostile values as text and links nothing unsafe', () => {
    const hostile = { site_id: '1', slug: '../x?y=<z>', site_official_name: '<img src=x onerror=alert(1)>', site_city: null, site_phone: 'javascript:alert(1)', site_email: 'a@b.se?bcc=all@x.se' };
    const { container } = render(ui({ ...props, title: undefined, sites: [hostile] }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toHaveAttribute('href', '/anlaggningar/..%2Fx%3Fy%3D%3Cz%3E');
    // "javascript:alert(1)" has the digit 1: tel:1, never a javascript: link; the e-mail with a query is no link.
    expect(container.querySelectorAll('a[href^="javascript"], a[href^="mailto"]')).toHaveLength(0);
    // Without a title, a hidden heading still names the block.
    expect(screen.getByRole('region', { name: 'Våra anläggningar' })).toBeInTheDocument();
  });

  it('hydrates the server HTML without a mismatch', async () => {
    // The kit fails the test on any hydration error or warning.
    const { container, root } = await serverRenderThenHydrate(ui(props));
    expect(container.querySelectorAll('article')).toHaveLength(3);
    root.unmount();
    container.remove();
  });
});
