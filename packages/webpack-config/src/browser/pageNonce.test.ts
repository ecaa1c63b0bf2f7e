/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type webpack from 'webpack';
import { buildThrowawayContainer } from '../testing/throwawayContainer';
import { PageNoncePlugin } from './pageNonce.cjs';

// A throwaway container with one exposed module, built for real, with and without the plugin.
function buildContainer(dir: string, withPlugin: boolean): Promise<webpack.Stats> {
  return buildThrowawayContainer(dir, {
    files: { 'A.js': 'export default "a";\n' },
    exposes: { './A': { import: './A.js', name: '__federation_expose_A' } },
    publicPath: 'https://cdn.test/mfe/',
    plugins: withPlugin ? [new PageNoncePlugin()] : [],
  });
}

/** The script elements the container inserts when the host asks it for ./A, on a page whose <html> is `htmlTag`. */
function scriptsInsertedFor(dir: string, htmlTag: string): { src: string; nonce: string | null }[] {
  const dom = new JSDOM(`<!doctype html>${htmlTag}<head></head><body></body></html>`, { runScripts: 'outside-only', url: 'https://www.site.test/kop-bil' });
  dom.window.eval(fs.readFileSync(path.join(dir, 'out', 'container.js'), 'utf8'));
  const container = (dom.window as unknown as { mfe_test: { init(scope: object): void; get(module: string): Promise<unknown> } }).mfe_test;
  container.init({});
  void container.get('./A').catch(() => undefined);
  const scripts = [...dom.window.document.querySelectorAll('script')].map((script) => ({ src: script.src, nonce: script.getAttribute('nonce') }));
  dom.window.close();
  return scripts;
}

describe('PageNoncePlugin: a remote\'s runtime takes the page\'s nonce as it starts', () => {
  const dirs: string[] = [];
  const built = async (withPlugin: boolean) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-nonce-'));
    dirs.push(dir);
    expect((await buildContainer(dir, withPlugin)).hasErrors()).toBe(false);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('puts the nonce the host wrote on <html> on the exposed module\'s chunk, the first script the container inserts', async () => {
    const dir = await built(true);
    expect(scriptsInsertedFor(dir, '<html lang="sv" data-state-nonce="n0nce-from-host">')).toEqual([{ src: expect.stringMatching(/^https:\/\/cdn\.test\/mfe\/__federation_expose_A\.[0-9a-f]{8}\.js$/), nonce: 'n0nce-from-host' }]);
    // A page without one (a partner's, before its embed reads its own): no nonce attribute at all.
    expect(scriptsInsertedFor(dir, '<html lang="sv">')).toEqual([{ src: expect.stringContaining('__federation_expose_A'), nonce: null }]);
  }, 30_000);

  it('is what makes the difference: without it the same container inserts the chunk without the nonce', async () => {
    const dir = await built(false);
    expect(scriptsInsertedFor(dir, '<html lang="sv" data-state-nonce="n0nce-from-host">')).toEqual([{ src: expect.stringContaining('__federation_expose_A'), nonce: null }]);
  }, 30_000);
});
