import { serverRenderThenHydrate } from './hydration';

// The check must be able to fail: a tree whose server and browser renders differ is a mismatch.
const Same = () => <p>Hej</p>;

describe('serverRenderThenHydrate', () => {
  it('passes a tree that hydrates cleanly and hands back the server HTML and the container', async () => {
    const { html, container } = await serverRenderThenHydrate(<Same />);
    expect(html).toBe('<p>Hej</p>');
    expect(container.textContent).toBe('Hej');
    container.remove();
  });

  it('fails when the browser tree differs from the server HTML', async () => {
    await expect(serverRenderThenHydrate(<p>browser</p>, { server: <p>server</p> })).rejects.toThrow();
    document.body.innerHTML = '';
  });

  it('fails when rendering logs a console error', async () => {
    const Noisy = () => {
      console.error('something went wrong');
      return <p>x</p>;
    };
    await expect(serverRenderThenHydrate(<Noisy />, { server: <p>x</p> })).rejects.toThrow();
    document.body.innerHTML = '';
  });

  it('runs beforeHydrate between the server render and hydration', async () => {
    const seen: string[] = [];
    const { container } = await serverRenderThenHydrate(<Same />, { beforeHydrate: (c) => seen.push(c.innerHTML) });
    expect(seen).toEqual(['<p>Hej</p>']);
    container.remove();
  });
});
