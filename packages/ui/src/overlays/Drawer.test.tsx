import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '../global/ThemeRoot';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Drawer, type DrawerProps } from './Drawer';

/** A page with the drawer's opener, the drawer, and a list behind it that is inert while it is open. */
function Page(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        Filter
      </button>
      <Drawer
        id="filters"
        open={open}
        onClose={() => setOpen(false)}
        label="Filter"
        closeLabel="Stäng filter"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Visa 12 bilar
          </button>
        }
        {...props}
      >
        <label>
          <input type="checkbox" /> Bensin
        </label>
      </Drawer>
      <a href="/bil/1" inert={open}>
        En bil
      </a>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Filter' });

async function openDrawer(props: Partial<DrawerProps> = {}) {
  const view = renderWithTheme(<Page {...props} />);
  await userEvent.click(opener());
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Filter' }) };
}

afterEach(() => {
  document.body.style.overflow = '';
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('Drawer', () => {
  it('is in the page while closed, but not a dialog', () => {
    renderWithTheme(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const panel = document.getElementById('filters')!;
    expect(panel).toHaveAttribute('data-drawer-open', 'false');
    expect(within(panel).getByRole('checkbox', { hidden: true })).toBeInTheDocument();
  });

  it('opens as a labelled modal dialog with focus on its close button', async () => {
    const { dialog } = await openDrawer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('id', 'filters');
    expect(within(dialog).getByRole('button', { name: 'Stäng filter' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside: close, body, footer and round again', async () => {
    await openDrawer();
    await userEvent.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Visa 12 bilar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Stäng filter' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Visa 12 bilar' })).toHaveFocus();
  });

  it.each([
    ['Escape', async () => userEvent.keyboard('{Escape}')],
    ['its close button', async () => userEvent.click(screen.getByRole('button', { name: 'Stäng filter' }))],
    ['a footer action', async () => userEvent.click(screen.getByRole('button', { name: 'Visa 12 bilar' }))],
    ['the backdrop', async () => userEvent.click(document.querySelector('[aria-hidden="true"]')!)],
  ])('closes with %s and gives focus back to the opener', async (_, close) => {
    await openDrawer();
    await close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the window widens to its inline width', async () => {
    let listener: (() => void) | null = null;
    const list = { matches: false, addEventListener: (_: string, fn: () => void) => (listener = fn), removeEventListener: () => (listener = null) };
    const matchMedia = jest.fn(() => list);
    window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
    await openDrawer({ inlineFrom: 'desktop' });
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');
    list.matches = true;
    act(() => listener?.());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is in the server HTML closed, with its content, and no dialog', () => {
    const html = renderToString(
      <ThemeRoot theme="dealergroup">
        <Page inlineFrom="desktop" />
      </ThemeRoot>,
    );
    expect(html).toContain('data-drawer-open="false"');
    expect(html).toContain('Bensin');
    expect(html).not.toContain('role="dialog"');
  });
});
