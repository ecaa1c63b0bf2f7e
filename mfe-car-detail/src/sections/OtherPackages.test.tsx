import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OtherPackage } from '@showroom/contracts';
import { OtherPackages } from './OtherPackages';
import { renderSection } from './testing/renderSection';

const items = (n: number) => Array.from({ length: n }, (_, i) => `Tillval ${i + 1}`);
const PACKAGES: OtherPackage[] = [
  { car_id: '1003', slug: 'volvo-xc60-core', package: 'Core', equipment: items(3) },
  { car_id: '1004', slug: 'volvo-xc60-plus', package: 'Plus', equipment: items(4) },
  { car_id: '1005', slug: 'volvo-xc60-ultra', package: 'Ultra', equipment: items(5) },
];

/** The package card whose heading links to the package. */
const card = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const shownItems = (name: string) => within(within(card(name)).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);

describe('OtherPackages', () => {
  it('links each package to its car page', () => {
    renderSection(<OtherPackages packages={PACKAGES} carDetailBase="/kop-bil" language="sv" />);
    expect(screen.getByRole('region', { name: 'Utrustning i andra paket' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Core' })).toHaveAttribute('href', '/kop-bil/1003/volvo-xc60-core');
    expect(screen.getByRole('heading', { level: 3, name: 'Ultra' })).toBeInTheDocument();
  });

  // The rule (otherPackagesRule.ts): more than 4 items show 3 and a button; 4 or fewer show all, without one.
  it('shows all of 3 and of 4 items without a button', () => {
    renderSection(<OtherPackages packages={PACKAGES} carDetailBase="/kop-bil" language="sv" />);
    expect(shownItems('Core')).toEqual(['Tillval 1', 'Tillval 2', 'Tillval 3']);
    expect(shownItems('Plus')).toEqual(['Tillval 1', 'Tillval 2', 'Tillval 3', 'Tillval 4']);
    expect(within(card('Core')).queryByRole('button')).toBeNull();
    expect(within(card('Plus')).queryByRole('button')).toBeNull();
  });

  it('shows 3 of 5 items until expanded, then all 5, and 3 again after show less', async () => {
    renderSection(<OtherPackages packages={PACKAGES} carDetailBase="/kop-bil" language="sv" />);
    expect(shownItems('Ultra')).toEqual(['Tillval 1', 'Tillval 2', 'Tillval 3']);
    const button = within(card('Ultra')).getByRole('button', { name: 'Visa all utrustning (5)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(shownItems('Ultra')).toEqual(['Tillval 1', 'Tillval 2', 'Tillval 3', 'Tillval 4', 'Tillval 5']);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Visa mindre');

    await userEvent.click(button);
    expect(shownItems('Ultra')).toHaveLength(3);
  });

  it('renders nothing without other packages', () => {
    const { container } = renderSection(<OtherPackages packages={[]} carDetailBase="/kop-bil" language="sv" />);
    expect(container.querySelector('section')).toBeNull();
  });
});
