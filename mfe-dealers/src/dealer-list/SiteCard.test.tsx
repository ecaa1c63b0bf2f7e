import { render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '@showroom/ui';
import { sampleSites } from '../testing/sampleSites';
import { SiteCard } from './SiteCard';

const labels = { phone: 'Telefon', email: 'E-post', missingImage: 'Bild saknas' };
const site = sampleSites(1)[0]!;

const renderCard = (email: string | null, extra: Partial<Parameters<typeof SiteCard>[0]> = {}) =>
  render(
    <ThemeRoot theme="dealergroup">
      <SiteCard site={{ ...site, site_email: email }} dealersPath="/anlaggningar" labels={labels} {...extra} />
    </ThemeRoot>,
  );

describe('SiteCard contact links', () => {
  it.each([
    ['a bcc header', 'x@y.se?bcc=evil@z.se'],
    ['a cc parameter after &', 'x@y.se&cc=evil@z.se'],
    ['a body', 'x@y.se?body=click%20here'],
  ])('shows an address carrying %s as text, never as a mailto: link', (_name, email) => {
    renderCard(email);
    const card = screen.getByRole('article');
    expect(within(card).getByText(`E-post: ${email}`)).toBeInTheDocument();
    expect(card.querySelector('a[href^="mailto:"]')).toBeNull();
    // The phone keeps its link.
    expect(within(card).getByRole('link', { name: /Telefon/ })).toHaveAttribute('href', 'tel:+46311004567');
  });

  it('links a plain address', () => {
    renderCard('goteborg@dealergroup.example.se');
    expect(screen.getByRole('link', { name: 'E-post: goteborg@dealergroup.example.se' })).toHaveAttribute('href', 'mailto:goteborg@dealergroup.example.se');
  });

  it('shows no e-mail line for a site without one', () => {
    renderCard(null);
    expect(screen.queryByText(/E-post/)).toBeNull();
  });

  it('shows the distance when given', () => {
    renderCard(null, { distance: { label: 'Avstånd', text: '12 km' } });
    expect(screen.getByText('Avstånd: 12 km')).toBeInTheDocument();
  });
});
