import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { ThemeRoot } from '../global/ThemeRoot';
import { lazyPart } from './lazyPart';

const TEXTS = { text: 'Den här delen kunde inte laddas.', retry: 'Försök igen' };

function Dialog({ label }: { label: string }) {
  return <div role="dialog" aria-label={label} />;
}

/** The section's boundary, as a remote's slot has one. */
class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>section failed</p> : this.props.children;
  }
}

/** A page with state of its own (a counter) beside the part. */
function Page({ Part }: { Part: ReturnType<typeof lazyPart<{ label: string }>> }) {
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <ThemeRoot theme="dealergroup">
      <SectionBoundary>
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          count {count}
        </button>
        <button type="button" onClick={() => setOpen((o) => !o)}>
          toggle
        </button>
        {open ? (
          <Suspense fallback={<p>loading</p>}>
            <Part label="the part" partFailure={TEXTS} />
          </Suspense>
        ) : null}
      </SectionBoundary>
    </ThemeRoot>
  );
}

// A deferred load the test settles: resolve with the component, or reject as a failed chunk does.
function controlledLoad() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Dialog>((resolve, reject) => {
        calls.push({ resolve: () => resolve(Dialog), reject: () => reject(new Error('ChunkLoadError: Loading chunk 42 failed')) });
      }),
  );
  return { load, calls };
}

describe('lazyPart', () => {
  // React reports each error a boundary caught on the console; these tests cause them on purpose.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  it('fetches its code when first shown, waits in the caller’s Suspense, then renders the part', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load, 'dialog');
    render(<Page Part={Part} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve());
    expect(screen.getByRole('dialog', { name: 'the part' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says in its place that its code did not come, keeps the page’s state, and fetches again when asked', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load, 'dialog');
    render(<Page Part={Part} />);
    await user.click(screen.getByRole('button', { name: 'count 0' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await act(async () => calls[0]!.reject());

    expect(screen.getByRole('alert')).toHaveTextContent('Den här delen kunde inte laddas.');
    expect(screen.queryByText('section failed')).toBeNull();
    expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
    // No fetch again on its own (no loop while offline).
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve());
    expect(screen.getByRole('dialog', { name: 'the part' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
  });

  it('fetches again when shown anew after its failure was seen (a dialog opened again), and only then', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load, 'dialog');
    render(<Page Part={Part} />);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await act(async () => calls[0]!.reject());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'toggle' })); // closed
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'toggle' })); // opened again
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve());
    expect(screen.getByRole('dialog', { name: 'the part' })).toBeInTheDocument();
  });

  it('does not fetch in a loop while the code cannot come', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const Part = lazyPart<{ label: string }>(load, 'dialog');
    render(<Page Part={Part} />);
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'toggle' })));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('puts focus on its button when the press that asked for it left focus nowhere', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load, 'dialog');
    render(<Page Part={Part} />);
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await act(async () => calls[0]!.reject());
    expect(screen.getByRole('button', { name: 'Försök igen' })).toHaveFocus();
  });

  it('leaves focus where it is when the visitor is elsewhere', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load, 'dialog');
    render(<Page Part={Part} />);
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('button', { name: 'toggle' })).toHaveFocus();
    await act(async () => calls[0]!.reject());
    expect(screen.getByRole('button', { name: 'toggle' })).toHaveFocus();
  });

  it('floats a dialog’s failure over the page with a button to give up on it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const Part = lazyPart<{ label: string }>(() => Promise.reject(new Error('offline')), 'dialog');
    render(
      <ThemeRoot theme="dealergroup">
        <Suspense fallback={null}>
          <Part label="the part" partFailure={{ ...TEXTS, close: { label: 'Stäng', onClose } }} />
        </Suspense>
      </ThemeRoot>,
    );
    const alert = await screen.findByRole('alert');
    expect(getComputedStyle(alert).position).toBe('fixed');
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends an error of the part’s own render on to the section’s boundary, as before', async () => {
    function Broken(): ReactNode {
      throw new Error('a bug in the part');
    }
    const Part = lazyPart<{ label: string }>(async () => Broken, 'broken');
    render(<Page Part={Part} />);
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'toggle' })));
    expect(await screen.findByText('section failed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
