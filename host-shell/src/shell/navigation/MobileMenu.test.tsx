import { act, fireEvent, screen, within } from '@testing-library/react';
import { PageProvider } from '../page/PageContext';
import { renderInPage, samplePageContext } from '../testing/renderInPage';
import { sampleNavigation } from './sampleNavigation';
import { SiteHeader } from './SiteHeader';

const header = (path = '/') => (
  <PageProvider value={samplePageContext({ path })}>
    <SiteHeader navigation={sampleNavigation()} languages={[]} isHome={false} carListPath="/kop-bil" searchUrl="/kop-bil" />
  </PageProvider>
);

const menuButton = () => screen.getByRole('button', { name: /menyn$/ });
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;

function openMenu() {
  fireEvent.click(menuButton());
  return within(panel());
}

describe('mobile menu', () => {
  it('opens a panel with the top items and moves focus into it', () => {
    renderInPage(header());
    expect(menuButton()).toHaveAccessibleName('Öppna menyn');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();

    const menu = openMenu();
    expect(menuButton()).toHaveAccessibleName('Stäng menyn');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    expect(menu.getByRole('button', { name: 'Köp bil' })).toHaveFocus();
    expect(menu.getByRole('link', { name: 'Nyheter' })).toHaveAttribute('href', '/nyheter');
    expect(menu.queryByText('Dolt')).toBeNull();
  });

  it('shows the children of a chosen top item in a second panel, with a back action', () => {
    renderInPage(header());
    const menu = openMenu();
    fireEvent.click(menu.getByRole('button', { name: 'Om oss' }));

    const back = menu.getByRole('button', { name: 'Tillbaka' });
    expect(back).toHaveFocus();
    // 'Om oss' is navigable, so the second panel links to it; its children follow.
    expect(menu.getByRole('link', { name: 'Om oss' })).toHaveAttribute('href', '/om-oss');
    expect(menu.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/om-oss/kontakt');
    expect(menu.queryByRole('link', { name: 'Nyheter' })).toBeNull();

    fireEvent.click(back);
    expect(menu.getByRole('link', { name: 'Nyheter' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Om oss' })).toHaveFocus();
  });

  it('shows a toggle-only parent as text in the second panel', () => {
    renderInPage(header());
    const menu = openMenu();
    fireEvent.click(menu.getByRole('button', { name: 'Service' }));
    expect(menu.queryByRole('link', { name: 'Service' })).toBeNull();
    expect(menu.getByText('Service')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Boka service' })).toBeInTheDocument();
  });

  it('toggles an expandable entry between + and −', () => {
    renderInPage(header());
    const menu = openMenu();
    fireEvent.click(menu.getByRole('button', { name: 'Om oss' }));
    const toggle = menu.getByRole('button', { name: 'Undermeny för Karriär' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('+');
    expect(menu.queryByRole('link', { name: 'Lediga jobb' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('−');
    expect(menu.getByRole('link', { name: 'Lediga jobb' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Karriärsajt (öppnas i en ny flik)' })).toHaveAttribute('target', '_blank');

    fireEvent.click(toggle);
    expect(toggle).toHaveTextContent('+');
    expect(menu.queryByRole('link', { name: 'Lediga jobb' })).toBeNull();
  });

  it('starts with the branch of the current page expanded and marked', () => {
    renderInPage(header('/om-oss/karriar/lediga-jobb'));
    const menu = openMenu();
    expect(menu.getByRole('button', { name: 'Om oss' })).toHaveAttribute('data-selected', 'true');
    fireEvent.click(menu.getByRole('button', { name: 'Om oss' }));
    expect(menu.getByRole('button', { name: 'Undermeny för Karriär' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: 'Lediga jobb' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes on Escape and returns focus to the menu button', () => {
    renderInPage(header());
    const menu = openMenu();
    fireEvent.click(menu.getByRole('button', { name: 'Om oss' }));
    fireEvent.keyDown(menu.getByRole('link', { name: 'Kontakt' }), { key: 'Escape' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    expect(panel()).not.toBeVisible();

    // Opening again starts from the first panel.
    expect(openMenu().getByRole('link', { name: 'Nyheter' })).toBeInTheDocument();
  });

  it('closes with the menu button and on route change', () => {
    const { rerender } = renderInPage(header('/'));
    openMenu();
    fireEvent.click(menuButton());
    expect(panel()).not.toBeVisible();

    openMenu();
    rerender(header('/nyheter'));
    expect(panel()).not.toBeVisible();

    openMenu();
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(panel()).not.toBeVisible();
  });

  it('holds the search bar below the items', () => {
    renderInPage(header());
    const menu = openMenu();
    expect(menu.getByRole('search')).toBeInTheDocument();
    expect(menu.getByRole('searchbox', { name: 'Sök bil' })).toBeInTheDocument();
  });
});
