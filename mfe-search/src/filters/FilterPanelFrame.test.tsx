import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@showroom/ui';
import { renderToString } from 'react-dom/server';
import { FilterPanelFrame, type FilterPanelFrameProps } from './FilterPanelFrame';
import { en, renderThemed } from './testing';

function frame(overrides: Partial<FilterPanelFrameProps> = {}) {
  return (
    <FilterPanelFrame
      t={en}
      intl="en-GB"
      activeCount={2}
      resultCount={1234}
      panel={
        <div>
          <h2>Filters</h2>
          <label>
            <input type="checkbox" /> Petrol
          </label>
        </div>
      }
      toolbar={<span>toolbar slot</span>}
      {...overrides}
    >
      <a href="/car/1">A car</a>
    </FilterPanelFrame>
  );
}

// Both the mobile and the desktop buttons are in the DOM (CSS shows one); the drawer's opens a dialog.
const drawerButton = () => screen.getAllByRole('button', { name: 'Filter (2)' }).find((b) => b.getAttribute('aria-haspopup') === 'dialog')!;
const desktopButton = () => screen.getAllByRole('button', { name: 'Filter (2)' }).find((b) => !b.hasAttribute('aria-haspopup'))!;

afterEach(() => window.sessionStorage.clear());

describe('FilterPanelFrame drawer (mobile)', () => {
  it('opens as a labelled modal dialog and moves focus into it', async () => {
    renderThemed(frame());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(drawerButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(drawerButton());
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(drawerButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
  });

  it('closes with the close button and gives focus back to its button', async () => {
    renderThemed(frame());
    await userEvent.click(drawerButton());
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(drawerButton()).toHaveFocus();
  });

  it('closes with Escape from inside', async () => {
    renderThemed(frame());
    await userEvent.click(drawerButton());
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(drawerButton()).toHaveFocus();
  });

  it('closes with "Show N cars" (count formatted, capped at 10 000+)', async () => {
    const { rerender } = renderThemed(frame({ resultCount: 12345 }));
    await userEvent.click(drawerButton());
    expect(screen.getByRole('button', { name: 'Show 10,000+ cars' })).toBeInTheDocument();
    rerender(<ThemeRoot theme="dealergroup">{frame({ resultCount: 1 })}</ThemeRoot>);
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 car' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the open drawer and makes the list behind it inert', async () => {
    renderThemed(frame());
    await userEvent.click(drawerButton());
    // close button -> checkbox -> "Show 1,234 cars" -> back to the close button
    await userEvent.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show 1,234 cars' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Show 1,234 cars' })).toHaveFocus();
    expect(screen.getByText('A car').closest('[inert]')).not.toBeNull();
  });

  it('stops the page behind from scrolling while open', async () => {
    renderThemed(frame());
    await userEvent.click(drawerButton());
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('says "Filter" without a count when no filter is active', () => {
    renderThemed(frame({ activeCount: 0 }));
    expect(screen.getAllByRole('button', { name: 'Filter' })).toHaveLength(2);
  });
});

describe('FilterPanelFrame desktop layouts', () => {
  const layout = () => document.querySelector('[data-mode]')!;

  it('starts as an open sidebar that the button collapses', async () => {
    renderThemed(frame());
    expect(layout()).toHaveAttribute('data-mode', 'sidebar');
    expect(desktopButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(desktopButton());
    expect(desktopButton()).toHaveAttribute('aria-expanded', 'false');
    expect(layout()).toHaveAttribute('data-desktop-open', 'false');
  });

  it('in toggle mode starts closed above the list and the button opens it', async () => {
    renderThemed(frame());
    await userEvent.click(screen.getByRole('radio', { name: 'Above the list' }));
    expect(layout()).toHaveAttribute('data-mode', 'toggle');
    expect(desktopButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(desktopButton());
    expect(desktopButton()).toHaveAttribute('aria-expanded', 'true');
    expect(desktopButton()).toHaveAttribute('aria-controls', document.querySelector('[data-drawer-open]')!.id);
  });

  it('stores the chosen mode in session storage', async () => {
    renderThemed(frame());
    expect(screen.getByRole('radio', { name: 'Beside the list' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Above the list' }));
    expect(window.sessionStorage.getItem('showroom.filterMode')).toBe('toggle');
    await userEvent.click(screen.getByRole('radio', { name: 'Beside the list' }));
    expect(window.sessionStorage.getItem('showroom.filterMode')).toBe('sidebar');
  });

  it('reads the stored mode after the first render, which matches the server (sidebar)', () => {
    window.sessionStorage.setItem('showroom.filterMode', 'toggle');
    const html = renderToString(<ThemeRoot theme="dealergroup">{frame()}</ThemeRoot>);
    expect(html).toContain('data-mode="sidebar"');
    renderThemed(frame());
    expect(layout()).toHaveAttribute('data-mode', 'toggle');
    expect(screen.getByRole('radio', { name: 'Above the list' })).toBeChecked();
  });

  it('ignores an unknown stored mode', () => {
    window.sessionStorage.setItem('showroom.filterMode', 'floating');
    renderThemed(frame());
    expect(layout()).toHaveAttribute('data-mode', 'sidebar');
  });

  it('renders the toolbar slot and the list', () => {
    renderThemed(frame());
    expect(screen.getByText('toolbar slot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A car' })).toBeInTheDocument();
  });
});

describe('FilterPanelFrame on resize', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('closes the drawer when the window widens to 1024 px', async () => {
    let listener: (() => void) | null = null;
    const list = {
      matches: false,
      media: '(min-width: 1024px)',
      addEventListener: (_: string, fn: () => void) => (listener = fn),
      removeEventListener: () => (listener = null),
    };
    const matchMedia = jest.fn(() => list);
    window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
    renderThemed(frame());
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');
    await userEvent.click(drawerButton());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    list.matches = true;
    act(() => listener?.());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
