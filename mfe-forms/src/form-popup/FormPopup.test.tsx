import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formsRemote, type FormPopupProps } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { fakeBff, serverRenderThenHydrate } from '@showroom/test-kit';
import { FormPopup } from './FormPopup';
import { resetProviderScripts, type MarketingFormOptions } from '../marketing-form/providerScript';

const schema = formsRemote.modules.FormPopup.props;
const marketing = { kind: 'marketingForm', formId: 'form-1', config: { scriptUrl: 'http://127.0.0.1:8070/__sandbox/marketing/forms-v2.js', portalId: '25000000' } } as const;
const props = (overrides: Partial<FormPopupProps> = {}): FormPopupProps =>
  schema.parse({ site: 'dealergroup-se', language: 'sv', buttonLabel: 'Boka provkörning', title: 'Provkörning', form: marketing, ...overrides });
const ui = (p: FormPopupProps) => (
  <ThemeRoot theme="dealergroup">
    <main>
      <p>Sidans text</p>
      <FormPopup {...p} />
    </main>
  </ThemeRoot>
);

// A provider that draws a real field and a button, so Tab has something to cycle through.
function fakeProvider() {
  const create = jest.fn((options: MarketingFormOptions) => {
    const target = typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
    const form = document.createElement('form');
    form.innerHTML = '<label for="mf-email">E-post</label><input id="mf-email" type="email"><button type="submit">Skicka</button>';
    target?.replaceChildren(form);
  });
  window.hbspt = { forms: { create } };
  return create;
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
const isOpen = () => dialog().hasAttribute('open');

beforeEach(() => {
  resetProviderScripts();
  delete window.hbspt;
});
afterEach(() => jest.restoreAllMocks());

describe('FormPopup', () => {
  it('opens a labelled modal dialog from its button with focus on Close, and mounts the form only then', async () => {
    const create = fakeProvider();
    const user = userEvent.setup();
    render(ui(props()));
    expect(isOpen()).toBe(false);
    expect(create).not.toHaveBeenCalled();
    const opener = screen.getByRole('button', { name: 'Boka provkörning' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Provkörning' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Stäng/ })).toHaveFocus();
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('E-post')).toBeInTheDocument();
  });

  it('Close and Escape close it, and focus goes back to the button', async () => {
    fakeProvider();
    const user = userEvent.setup();
    render(ui(props()));
    const opener = screen.getByRole('button', { name: 'Boka provkörning' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: /Stäng/ }));
    expect(isOpen()).toBe(false);
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(opener).toHaveFocus();
    // The form went with it: nothing of it stays in the page.
    expect(screen.queryByLabelText('E-post')).toBeNull();
  });

  it('a click outside (on the backdrop, the dialog element itself) closes it; a click inside does not', async () => {
    fakeProvider();
    const user = userEvent.setup();
    render(ui(props()));
    await user.click(screen.getByRole('button', { name: 'Boka provkörning' }));
    await user.click(screen.getByRole('heading', { name: 'Provkörning' }));
    await user.click(screen.getByLabelText('E-post'));
    expect(isOpen()).toBe(true);
    await user.click(dialog());
    expect(isOpen()).toBe(false);
    expect(screen.getByRole('button', { name: 'Boka provkörning' })).toHaveFocus();
  });

  it('keeps Tab inside: from the last control to Close, and Shift+Tab from Close to the last', async () => {
    fakeProvider();
    const user = userEvent.setup();
    render(ui(props()));
    await user.click(screen.getByRole('button', { name: 'Boka provkörning' }));
    const close = screen.getByRole('button', { name: /Stäng/ });
    await user.tab();
    expect(screen.getByLabelText('E-post')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Skicka' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Skicka' })).toHaveFocus();
  });

  it('holds a form-builder block when content chooses one, "Missing FormId" without an id', async () => {
    fakeBff(() => ({ status: 200, body: { responseCode: 200, message: 'success', content: [] } }));
    const user = userEvent.setup();
    const { unmount } = render(ui(props({ form: { kind: 'formBuilder', formId: '241000000000004' } })));
    await user.click(screen.getByRole('button', { name: 'Boka provkörning' }));
    expect(await screen.findByText('Inga svar ännu.')).toBeInTheDocument();
    unmount();
    render(ui(props({ form: { kind: 'formBuilder', formId: null } })));
    await user.click(screen.getByRole('button', { name: 'Boka provkörning' }));
    expect(screen.getByText('Missing FormId')).toBeInTheDocument();
  });

  it('renders on the server closed and hydrates without a mismatch', async () => {
    const { html, container, root } = await serverRenderThenHydrate(ui(props()));
    expect(html).toContain('<dialog');
    expect(html).not.toMatch(/<dialog[^>]* open/);
    act(() => root.unmount());
    container.remove();
  });
});
