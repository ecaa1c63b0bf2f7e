import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '@showroom/ui';
import { RemoteSlot } from './RemoteSlot';
import type { LoadContext, RemoteModule, SlotDescriptor } from '../types';
import { loadRemoteModule } from '../browser/remoteLoader';

jest.mock('../browser/remoteLoader', () => ({ loadRemoteModule: jest.fn() }));

const inputs = { site: 'dealergroup-se' as const, language: 'sv' as const, path: '/kop-bil/s/volvo/xc60', params: ['volvo', 'xc60'], query: { sort: 'price' } };
const slot: SlotDescriptor = { id: 'slot-mfe-test', moduleId: 'mfe-test/Thing', remote: 'mfe-test', version: '1.2.3', mode: 'server', props: { name: 'Ada' }, inputs };

function Thrower(): never {
  throw new Error('boom');
}

describe('RemoteSlot', () => {
  it('loads a client slot with the inputs the server kept for it, not with what the URL says', async () => {
    // jsdom's URL is http://localhost/: a context re-derived from it would have no params and no query.
    const loadData = jest.fn(async (ctx: LoadContext) => ({ kind: 'props' as const, props: { text: `${ctx.params.join('/')} ${String(ctx.query.sort)} ${String(ctx.fields?.Title)}` } }));
    jest.mocked(loadRemoteModule<Record<string, unknown>>).mockResolvedValue({ Component: ({ text }: Record<string, unknown>) => <p>{String(text)}</p>, loadData });
    render(
      <ThemeRoot theme="dealergroup">
        <RemoteSlot slot={{ ...slot, mode: 'client', props: undefined, inputs: { ...inputs, fields: { Title: 'Veckans' } } }} language="sv" />
      </ThemeRoot>,
    );
    expect(await screen.findByText('volvo/xc60 price Veckans')).toBeInTheDocument();
    expect(loadData).toHaveBeenCalledWith(expect.objectContaining({ siteCode: 'dealergroup-se', language: 'sv', path: '/kop-bil/s/volvo/xc60' }));
  });

  it('marks a client slot ready once its module has mounted, and a failed one never', async () => {
    type Loaded = RemoteModule<Record<string, unknown>>;
    let resolve: (module: Loaded) => void = () => undefined;
    jest.mocked(loadRemoteModule<Record<string, unknown>>).mockReturnValueOnce(new Promise<Loaded>((r) => (resolve = r)));
    const { container } = render(
      <ThemeRoot theme="dealergroup">
        <RemoteSlot slot={{ ...slot, mode: 'client', props: { text: 'Hej' } }} language="sv" />
      </ThemeRoot>,
    );
    // Loading: the box is there, not ready.
    expect(container.querySelector('#slot-mfe-test [data-slot-loading]')).not.toBeNull();
    expect(container.querySelector('#slot-mfe-test')).not.toHaveAttribute('data-slot-ready');
    resolve({ Component: ({ text }: Record<string, unknown>) => <p>{String(text)}</p>, loadData: jest.fn() });
    expect(await screen.findByText('Hej')).toBeInTheDocument();
    expect(container.querySelector('#slot-mfe-test')).toHaveAttribute('data-slot-ready', '');

    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemoteModule<Record<string, unknown>>).mockRejectedValueOnce(new Error('container.js 500'));
    const failed = render(
      <ThemeRoot theme="dealergroup">
        <RemoteSlot slot={{ ...slot, id: 'slot-failed', mode: 'client', props: { text: 'Hej' } }} language="sv" />
      </ThemeRoot>,
    );
    expect(await failed.findByRole('alert')).toBeInTheDocument();
    expect(failed.container.querySelector('#slot-failed')).not.toHaveAttribute('data-slot-ready');
    quiet.mockRestore();
  });

  it('renders a server slot with its props inside a slot body', () => {
    const Hello = ({ name }: Record<string, unknown>) => <p>Hej {String(name)}</p>;
    const { container } = render(
      <ThemeRoot theme="dealergroup">
        <RemoteSlot slot={slot} language="sv" Component={Hello} />
      </ThemeRoot>,
    );
    expect(screen.getByText('Hej Ada')).toBeInTheDocument();
    expect(container.querySelector('#slot-mfe-test[data-remote-slot="mfe-test/Thing"][data-remote-version="1.2.3"] > [data-slot-body]')).not.toBeNull();
  });

  it('marks a server slot ready once its remote has rendered in the browser, and not before', () => {
    const html = renderToString(
      <ThemeRoot theme="dealergroup">
        <RemoteSlot slot={slot} language="sv" Component={() => <p>Hej</p>} />
      </ThemeRoot>,
    );
    const { container } = render(
      <ThemeRoot theme="dealergroup">
        <RemoteSlot slot={slot} language="sv" Component={() => <p>Hej</p>} />
      </ThemeRoot>,
    );
    // The server's HTML has no marker (effects do not run there); the browser's render adds it.
    expect(html).toContain('data-remote-mode="server"');
    expect(html).not.toContain('data-slot-ready');
    expect(container.querySelector('#slot-mfe-test')).toHaveAttribute('data-slot-ready', '');
    expect(container.querySelector('#slot-mfe-test')).toHaveAttribute('data-remote-mode', 'server');
  });

  it('keeps a render error inside the slot: the Swedish placeholder, logged with name and version', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeRoot theme="dealergroup">
        <p>Resten av sidan</p>
        <RemoteSlot slot={slot} language="sv" Component={Thrower} />
      </ThemeRoot>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Aj då');
    expect(alert).toHaveTextContent('Här borde en sektion synas men något har tyvärr blivit fel');
    expect(alert).toHaveTextContent('Prova ladda om sidan');
    expect(screen.getByRole('button')).toBeInTheDocument();
    expect(screen.getByText('Resten av sidan')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[remote] mfe-test@1.2.3 failed (render): boom');
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows the placeholder in the site language elsewhere', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeRoot theme="carstore">
        <RemoteSlot slot={slot} language="en" Component={Thrower} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Aj då');
  });
});
