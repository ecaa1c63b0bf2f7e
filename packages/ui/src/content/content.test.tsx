import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Badge } from './Badge';
import { PageHeading } from './PageHeading';

describe('Badge', () => {
  it('shows its text in the variant colours, without passing the variant to the DOM', () => {
    renderWithTheme(<Badge variant="campaign">Kampanj</Badge>, 'carstore');
    const badge = screen.getByText('Kampanj');
    expect(getComputedStyle(badge).backgroundColor).toBe('rgb(179, 38, 30)'); // #b3261e
    expect(getComputedStyle(badge).color).toBe('rgb(255, 255, 255)');
    expect(badge).not.toHaveAttribute('variant');
  });
});

describe('PageHeading', () => {
  it('is an h1 by default and passes attributes such as tabIndex for skip-link focus', () => {
    renderWithTheme(<PageHeading id="main-heading" tabIndex={-1}>Bilar till salu</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Bilar till salu' });
    expect(heading).toHaveAttribute('id', 'main-heading');
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
  it('can be an h2 with a lead', () => {
    renderWithTheme(<PageHeading level={2} lead="Hitta din nästa bil">Bilar</PageHeading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Bilar' })).toBeInTheDocument();
    expect(screen.getByText('Hitta din nästa bil').tagName).toBe('P');
  });
});
