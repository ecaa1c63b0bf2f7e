/** @jest-environment node */
// docs/adding-a-module.md, done as a team would: a throwaway block added through one catalogue entry, one
// declaration and one module file, built by the real factory and webpack, then placed by the host's slot pipeline.
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import webpack from 'webpack';
import * as z from 'zod/mini';
import { remoteBasePropsSchema, remoteCatalogue, type ContentBlock } from '@showroom/contracts';
import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import { SITES } from '@showroom/sites';
import { loadBlocks } from './loadBlocks';

const dir = path.resolve(__dirname, `../../../.showroom-test/mfe-scratch-${process.pid}`);
const catalogue = remoteCatalogue('mfe-scratch', {
  Greeting: { kind: 'block', block: 'GreetingBlock', props: z.extend(remoteBasePropsSchema, { greeting: z.string().check(z.maxLength(50)) }) },
});

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

beforeAll(() => {
  write('package.json', JSON.stringify({ name: 'mfe-scratch', version: '0.0.1' }));
  // The declaration (only read by the factory here; its types are checked in a real remote's typecheck).
  write('src/remote.ts', `import { defineRemote } from '@showroom/mfe-runtime';\nexport default defineRemote(scratch, { Greeting: () => import('./exposed/Greeting') }, { dev: { module: 'Greeting', site: 'dealergroup-se' } });\n`);
  // The module: a component and the loader of its props from the block's fields.
  write(
    'src/exposed/Greeting.tsx',
    `export default {
  Component: ({ greeting }: { greeting: string }) => <p data-greeting="">{greeting}</p>,
  loadData: async (ctx: { siteCode: string; language: string; fields?: Record<string, unknown> }) => ({
    kind: 'props', props: { site: ctx.siteCode, language: ctx.language, apiBase: '', greeting: 'Hej ' + String(ctx.fields?.Name) },
  }),
};\n`,
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function buildServerBundle(): Promise<RemoteServerBundle> {
  // The factory is CommonJS: it is what every remote's webpack.config.js requires.
  const { createRemoteConfig } = require('@showroom/webpack-config') as { createRemoteConfig: (o: object) => (env: object, argv: object) => webpack.Configuration[] };
  const configs = createRemoteConfig({ dir, devPort: 0, catalogue })({}, { mode: 'production' });
  const server = configs.find((config) => config.name === 'server')!;
  await new Promise<void>((resolve, reject) =>
    webpack(server, (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString('errors-only'))) : resolve())),
  );
  return (require(path.join(dir, 'dist/server/index.js')) as { default: RemoteServerBundle }).default;
}

it('renders a block added through the catalogue, the declaration and one module file alone', async () => {
  const bundle = await buildServerBundle();
  expect(Object.keys(bundle.modules)).toEqual(['Greeting']);
  expect(bundle.name).toBe('mfe-scratch');

  const site = SITES['dealergroup-se'];
  const registry = { remotes: { 'mfe-scratch': { version: '0.0.1', manifest: 'http://cdn.test/mfe-scratch/0.0.1/mf-manifest.json', history: [] } } };
  const blocks = [{ uid: 'b1', componentName: 'GreetingBlock', fields: { Name: 'Ada' } }] as unknown as ContentBlock[];
  const ctx = { site, siteCode: site.code, language: 'sv' as const, path: '/', params: [], query: {}, api: { search: jest.fn() }, apiBase: '' };
  const log = { error: jest.fn() };
  const deps = { registry, bundles: { load: async () => bundle }, timeoutMs: 5000, log };
  const result = await loadBlocks(blocks, { site, language: 'sv', query: {}, log: { ...log, warn: jest.fn() } }, { ctx, deps }, (name) =>
    name === 'GreetingBlock' ? { where: 'remote', entry: catalogue.modules.Greeting } : undefined,
  );

  expect(log.error).not.toHaveBeenCalled();
  const data = result.data.b1;
  if (data?.kind !== 'remote') throw new Error(`expected the block's slot, got ${JSON.stringify(data)}`);
  const { slot } = data;
  expect(slot).toMatchObject({ moduleId: 'mfe-scratch/Greeting', mode: 'server', props: { greeting: 'Hej Ada' } });
  const Component = result.components[slot.id] as ComponentType<Record<string, unknown>>;
  expect(renderToString(createElement(Component, slot.props))).toBe('<p data-greeting="">Hej Ada</p>');
  // The generated entries sit beside the scratch remote, not in its src/.
  expect(fs.readdirSync(path.join(dir, '.showroom')).sort()).toEqual(['dev.ts', 'devMount.ts', 'embed.ts', 'embedMount.ts', 'server.ts']);
}, 120_000);
