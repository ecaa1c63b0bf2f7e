import { screen } from '@testing-library/react';
import { SellerContacts } from './SellerContacts';
import { renderSection } from './testing/renderSection';

const SELLERS = [
  { name: 'Anna Ek', phone: '08-123 45 67', email: 'anna@bilhallen.se', title: 'Säljare' },
  { name: 'Bo Ek', phone: null, email: 'bo@bilhallen.se' },
  { name: 'Cia Ek', phone: '', email: null },
];

describe('SellerContacts', () => {
  it('lists only sellers with a phone or e-mail, with tel: and mailto: links', () => {
    renderSection(<SellerContacts sellers={SELLERS} language="sv" />);
    expect(screen.getByRole('region', { name: 'Kontakta säljare' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Anna Ek', 'Bo Ek']);
    expect(screen.queryByText('Cia Ek')).toBeNull();
    expect(screen.getByRole('link', { name: 'Telefon: 08-123 45 67' })).toHaveAttribute('href', 'tel:081234567');
    expect(screen.getByRole('link', { name: 'E-post: anna@bilhallen.se' })).toHaveAttribute('href', 'mailto:anna@bilhallen.se');
    expect(screen.getByRole('link', { name: 'E-post: bo@bilhallen.se' })).toHaveAttribute('href', 'mailto:bo@bilhallen.se');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('gives each link a 44 px target', () => {
    renderSection(<SellerContacts sellers={SELLERS} language="en" />);
    for (const link of screen.getAllByRole('link')) expect(link).toHaveStyle({ minHeight: '44px' });
    expect(screen.getByRole('link', { name: 'Phone: 08-123 45 67' })).toBeInTheDocument();
  });

  it('renders nothing when no seller can be reached', () => {
    const { container } = renderSection(<SellerContacts sellers={[SELLERS[2]!]} language="sv" />);
    expect(container.querySelector('section')).toBeNull();
  });
});
