import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useRef, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadWhenNear } from './loadWhenNear';

// A stand-in for the contact form: an uncontrolled field whose value is read when sent.
function NoteForm({ onSend }: { onSend: (text: string) => void }) {
  const field = useRef<HTMLInputElement>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(field.current?.value ?? '');
      }}
    >
      <label>
        Note <input ref={field} name="note" />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

// The markup the server sends for the part (its wrapper and its Suspense boundary, the part rendered in full).
const serverHtml = renderToString(
  <div data-loads-when-near="note">
    <Suspense fallback={null}>
      <NoteForm onSend={() => {}} />
    </Suspense>
  </div>,
);

let observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}
const comeNear = (isIntersecting: boolean) =>
  act(async () => {
    for (const { callback } of observers) callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

function setUp() {
  const load = jest.fn(() => Promise.resolve(NoteForm as ComponentType<{ onSend: (text: string) => void }>));
  const Part = loadWhenNear(load, 'note');
  const sent: string[] = [];
  return { load, Part, sent, ui: <Part onSend={(text) => sent.push(text)} /> };
}

async function hydrate(ui: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, errors, recoverable };
}

beforeEach(() => {
  observers = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('loadWhenNear', () => {
  it('keeps the server HTML on show and fetches nothing until the part comes near, then hydrates it', async () => {
    const { load, ui } = setUp();
    const { container, errors, recoverable } = await hydrate(ui);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeVisible();
    expect(observers[0]?.options?.rootMargin).toBe('800px 0px');

    await comeNear(false);
    expect(load).not.toHaveBeenCalled();
    await comeNear(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-loads-when-near="note"]')?.getAttribute('data-ready')).toBe('true');
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls).toEqual([]);
  });

  it('keeps what the visitor typed before the code arrived, and sends it once hydrated', async () => {
    const { ui, sent } = setUp();
    await hydrate(ui);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    field.value = 'Ring efter 17';
    await act(async () => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(field.value).toBe('Ring efter 17');
    expect(document.querySelector('[data-loads-when-near="note"]')?.getAttribute('data-ready')).toBe('true');
    await act(async () => {
      screen.getByRole('button', { name: 'Send' }).click();
    });
    expect(sent).toEqual(['Ring efter 17']);
  });

  it('holds a submit that comes before the code (no GET with the fields in the address) and sends it once hydrated', async () => {
    const { load, ui, sent } = setUp();
    const { container } = await hydrate(ui);
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' }).value = 'Finns den kvar?';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    let preventedAtOnce: boolean | undefined;
    await act(async () => {
      container.querySelector('form')!.dispatchEvent(submit);
      preventedAtOnce = submit.defaultPrevented;
    });
    expect(preventedAtOnce).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sent).toEqual(['Finns den kvar?']));
  });

  it('holds a button pressed before the code arrives (React does not handle that HTML yet) and presses it once hydrated', async () => {
    const { load, ui, sent } = setUp();
    const { container } = await hydrate(ui);
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' }).value = 'Ring mig';
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    let preventedAtOnce: boolean | undefined;
    await act(async () => {
      container.querySelector('button')!.dispatchEvent(press);
      preventedAtOnce = press.defaultPrevented;
    });
    expect(preventedAtOnce).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    // Pressed again once hydrated, and only once.
    await waitFor(() => expect(sent).toEqual(['Ring mig']));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent).toEqual(['Ring mig']);
  });

  it('counts as hydrated, and presses a held button, only once the remote slots within have hydrated too', async () => {
    // A part holding a server-rendered remote slot, a Suspense boundary of its own that hydrates after the part.
    const WithSlot = ({ onSend }: { onSend: (text: string) => void }) => (
      <div data-remote-mode="server" id="slot">
        <NoteForm onSend={onSend} />
      </div>
    );
    const Part = loadWhenNear(() => Promise.resolve(WithSlot as ComponentType<{ onSend: (text: string) => void }>), 'note');
    const sent: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <div data-loads-when-near="note">
        <Suspense fallback={null}>
          <WithSlot onSend={() => {}} />
        </Suspense>
      </div>,
    );
    jest.useFakeTimers();
    await act(async () => {
      hydrateRoot(container, <Part onSend={(text) => sent.push(text)} />);
    });
    await act(async () => {
      container.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    // 500 ms of frames: the slot has not said it is ready, so the part is not yet hydrated and the press waits.
    expect(document.querySelector('[data-loads-when-near="note"]')?.hasAttribute('data-ready')).toBe(false);
    expect(sent).toEqual([]);
    document.getElementById('slot')!.setAttribute('data-slot-ready', '');
    // The next frame sees it ready; the button is pressed a frame after that, once.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60);
    });
    expect(document.querySelector('[data-loads-when-near="note"]')?.getAttribute('data-ready')).toBe('true');
    expect(sent).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(40);
    });
    expect(sent).toEqual(['']);
    jest.useRealTimers();
  });

  it("when: 'reached' does not load as it comes near, only when the visitor reaches for it, and keeps the press", async () => {
    const load = jest.fn(() => Promise.resolve(NoteForm as ComponentType<{ onSend: (text: string) => void }>));
    const Part = loadWhenNear(load, 'note', { when: 'reached' });
    const sent: string[] = [];
    const { container } = await hydrate(<Part onSend={(text) => sent.push(text)} />);
    // Nothing watches its place: coming near (or being in view from the start) loads nothing.
    expect(observers).toEqual([]);
    await comeNear(true);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeVisible();

    screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' }).value = 'Ring mig';
    await act(async () => {
      container.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sent).toEqual(['Ring mig']));
    expect(container.querySelector('[data-loads-when-near="note"]')?.getAttribute('data-ready')).toBe('true');
  });

  it("when: 'reached' still loads nothing where there is no IntersectionObserver, until reached", async () => {
    Object.assign(window, { IntersectionObserver: undefined });
    const load = jest.fn(() => Promise.resolve(NoteForm as ComponentType<{ onSend: (text: string) => void }>));
    const Part = loadWhenNear(load, 'note', { when: 'reached' });
    await hydrate(<Part onSend={() => {}} />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      screen.getByRole('textbox', { name: 'Note' }).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("when: 'reached', rendered in the browser with no server HTML, loads at once (there is nothing to reach for)", async () => {
    const load = jest.fn(() => Promise.resolve(NoteForm as ComponentType<{ onSend: (text: string) => void }>));
    const Part = loadWhenNear(load, 'note', { when: 'reached' });
    render(<Part onSend={() => {}} />);
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a press outside the part alone', async () => {
    const { load, ui } = setUp();
    await hydrate(ui);
    const outside = document.body.appendChild(document.createElement('button'));
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('rendered in the browser with no server HTML, loads when its place comes near', async () => {
    const { load, ui } = setUp();
    render(ui);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    await comeNear(true);
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once where the browser cannot tell what is near (no IntersectionObserver)', async () => {
    Object.assign(window, { IntersectionObserver: undefined });
    const { load, ui } = setUp();
    render(ui);
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
