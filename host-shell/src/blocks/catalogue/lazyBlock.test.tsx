import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { lazyBlock } from './lazyBlock';

/** A loader the test resolves or rejects by hand, counting its calls. */
function manualLoader() {
  let resolve!: (component: (props: { name: string }) => ReactNode) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<(props: { name: string }) => ReactNode>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const load = jest.fn(() => promise);
  return { load, resolve, reject };
}

const Hello = ({ name }: { name: string }) => <p>Hej {name}</p>;

describe('lazyBlock', () => {
  it('renders at once after preload, as a page hydrates after bootstrap fetched its blocks', async () => {
    const loader = manualLoader();
    const block = lazyBlock(loader.load);
    const preloaded = block.preload();
    loader.resolve(Hello);
    await preloaded;
    render(<block.Component name="Anna" />);
    // No Suspense boundary around it: a render that suspended here would throw.
    expect(screen.getByText('Hej Anna')).toBeTruthy();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('suspends a render before the code arrived (the server then sends the fallback), and fetches the code once', async () => {
    const loader = manualLoader();
    const block = lazyBlock(loader.load);
    const html = renderToString(
      <Suspense fallback={<p>väntar</p>}>
        <block.Component name="Erik" />
      </Suspense>,
    );
    expect(html).toContain('väntar');
    expect(html).not.toContain('Erik');
    // The render started the fetch; a preload afterwards joins it.
    const preloaded = block.preload();
    loader.resolve(Hello);
    await preloaded;
    expect(renderToString(<block.Component name="Erik" />)).toContain('Hej <!-- -->Erik');
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('passes a chunk that fails on to whoever waits for it', async () => {
    const loader = manualLoader();
    const block = lazyBlock(loader.load);
    const preloaded = block.preload();
    loader.reject(new Error('ChunkLoadError'));
    await expect(preloaded).rejects.toThrow('ChunkLoadError');
  });
});
