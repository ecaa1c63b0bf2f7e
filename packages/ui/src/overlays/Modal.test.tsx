import styled from '@emotion/styled';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Modal } from './Modal';

/** A page with a button that opens the modal; the modal's "Remove" puts focus back on Close, as the compare table does. */
function Page() {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Jämför
      </button>
      {open ? (
        <Modal title="Jämför bilar" closeLabel="Stäng" onClose={() => setOpen(false)} closeRef={closeRef}>
          <a href="/bil/1">Volvo XC60</a>
          <button type="button" onClick={() => closeRef.current?.focus()}>
            Ta bort
          </button>
        </Modal>
      ) : null}
    </>
  );
}

async function openModal() {
  renderWithTheme(<Page />);
  const opener = screen.getByRole('button', { name: 'Jämför' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Jämför bilar' }) };
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('Modal', () => {
  it('is a modal dialog named by its heading, with focus on Close', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Jämför bilar' })).toBeInTheDocument();
    // The ✕ is decoration: the button is named by its text alone.
    expect(within(dialog).getByRole('button', { name: 'Stäng' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Stäng' });
    await userEvent.tab();
    expect(within(dialog).getByRole('link', { name: 'Volvo XC60' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Ta bort' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Ta bort' })).toHaveFocus();
  });

  it('closes on Escape, gives focus back to the opener and lets the page scroll again', async () => {
    const { opener } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with Close', async () => {
    const { opener, dialog } = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('hands the caller its close button through closeRef', async () => {
    const { dialog } = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(within(dialog).getByRole('button', { name: 'Stäng' })).toHaveFocus();
  });

  it('has a Close of at least 44px and takes styles for its dialog', () => {
    const Narrow = styled(Modal)({ maxWidth: '640px' });
    renderWithTheme(
      <Narrow title="Galleri" closeLabel="Stäng" onClose={() => undefined}>
        <p>Bild</p>
      </Narrow>,
    );
    expect(getComputedStyle(screen.getByRole('dialog')).maxWidth).toBe('640px');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Stäng' })).minHeight).toBe('44px');
  });
});
