/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createCdnServer } from './cdnServer';
import { writeRegistryFile } from './registryStore';

let root: string;
let cdn: FastifyInstance;
const MANIFEST = 'http://cdn.local:8090/mfe-search/1.4.0/mf-manifest.json';

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'cdn-test-'));
  const earlier = { version: '1.3.0', manifest: 'http://cdn.local:8090/mfe-search/1.3.0/mf-manifest.json' };
  await writeRegistryFile({ remotes: { 'mfe-search': { version: '1.4.0', manifest: MANIFEST, history: [earlier] } } }, path.join(root, 'registry.json'));
  cdn = await createCdnServer(root);
});
afterAll(async () => {
  await cdn.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('the CDN stable URL /:remote/current/*', () => {
  /** Writes a file of mfe-search's build `version` into the CDN folder. */
  const publish = async (version: string, file: string, text: string) => {
    await fs.mkdir(path.join(root, 'mfe-search', version), { recursive: true });
    await fs.writeFile(path.join(root, 'mfe-search', version, file), text);
  };

  it('redirects the manifest and the server bundle to the current version folder', async () => {
    const response = await cdn.inject({ url: '/mfe-search/current/mf-manifest.json' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://cdn.local:8090/mfe-search/1.4.0/mf-manifest.json');
    expect((await cdn.inject({ url: '/mfe-search/current/server/index.js' })).headers.location).toBe('http://cdn.local:8090/mfe-search/1.4.0/server/index.js');
  });

  it("serves embed.js from the current version itself, revalidated, and never an earlier version's", async () => {
    await publish('1.4.0', 'embed.js', 'current embed');
    await publish('1.3.0', 'remoteEntry.js', 'old entry');
    const embed = await cdn.inject({ url: '/mfe-search/current/embed.js' });
    expect([embed.statusCode, embed.body, embed.headers['cache-control']]).toEqual([200, 'current embed', 'no-cache']);
    expect((await cdn.inject({ url: '/mfe-search/current/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('serves a content-hashed chunk as it is, from the current version or, when gone from it, an earlier one', async () => {
    await publish('1.4.0', '318.c10dba6f.js', 'new chunk');
    await publish('1.3.0', '99.a7c53790.js', 'old chunk');
    const current = await cdn.inject({ url: '/mfe-search/current/318.c10dba6f.js' });
    expect([current.statusCode, current.body, current.headers['cache-control']]).toEqual([200, 'new chunk', 'public, max-age=31536000, immutable']);
    const earlier = await cdn.inject({ url: '/mfe-search/current/99.a7c53790.js' });
    expect([earlier.statusCode, earlier.body]).toEqual([200, 'old chunk']);
    expect((await cdn.inject({ url: '/mfe-search/current/404.deadbeef.js' })).statusCode).toBe(404);
  });

  // Issue 12 item 1: each of these redirected to another host or folder before.
  it.each([
    '/mfe-search/current//evil.example/x.js',
    '/mfe-search/current/%2f%2fevil.example/x.js',
    '/mfe-search/current/https:%2f%2fevil.example',
    '/mfe-search/current/https://evil.example/x.js',
    '/mfe-search/current/%5c%5cevil.example',
    '/mfe-search/current/../../mfe-forms/9.9.9/embed.js',
    '/mfe-search/current/%2e%2e/%2e%2e/other/embed.js',
    '/mfe-search/current/..%2f1.3.0/99.a7c53790.js',
    '/mfe-search/current/%2e%2e%2f..%2fregistry.json',
  ])('%s is 404, not a redirect off the version folder', async (url) => {
    const response = await cdn.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('the CDN serves the build-time compressed copies', () => {
  const dir = () => path.join(root, 'mfe-search', '1.4.0');
  beforeAll(async () => {
    const zlib = await import('node:zlib');
    const source = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    await fs.mkdir(dir(), { recursive: true });
    await fs.writeFile(path.join(dir(), '123.abcdef12.js'), source);
    await fs.writeFile(path.join(dir(), '123.abcdef12.js.br'), zlib.brotliCompressSync(source));
    await fs.writeFile(path.join(dir(), '123.abcdef12.js.gz'), zlib.gzipSync(source));
  });

  it('answers brotli to a browser that takes it, gzip to one that takes only gzip, plain otherwise, cached as before', async () => {
    const url = '/mfe-search/1.4.0/123.abcdef12.js';
    const br = await cdn.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const zlib = await import('node:zlib');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('xxxx');
    const gzip = await cdn.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await cdn.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(br.rawPayload.length);
  });
});
