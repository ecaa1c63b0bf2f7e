/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createCdnServer } from './cdnServer';

let root: string;
let cdn: FastifyInstance;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'cdn-headers-'));
  await fs.mkdir(path.join(root, 'mfe-search', '1.0.0'), { recursive: true });
  await fs.writeFile(path.join(root, 'mfe-search', '1.0.0', 'remoteEntry.js'), 'var mfe_search = {};');
  await fs.writeFile(path.join(root, 'mfe-search', '1.0.0', 'remoteEntry.js.br'), 'brotli bytes');
  cdn = await createCdnServer(root);
});
afterAll(async () => {
  await cdn.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('the CDN headers (issue 20)', () => {
  it('names Accept-Encoding in Vary where the answer is the precompressed copy', async () => {
    const response = await cdn.inject({ url: '/mfe-search/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli bytes');
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it.each([['a script', '/mfe-search/1.0.0/remoteEntry.js', 200], ['a missing file', '/mfe-search/1.0.0/nothing.js', 404], ['an unknown remote', '/nobody/current/embed.js', 404]])(
    'are on %s',
    async (_what, url, status) => {
      const response = await cdn.inject({ url });
      expect(response.statusCode).toBe(status);
      const policy = String(response.headers['content-security-policy']);
      // Written out by hand: a document opened from the CDN may load and run nothing, and nobody frames it.
      expect(policy).toBe("default-src 'none';object-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('geolocation=()');
      // Host pages and partners load the CDN's scripts from other origins without CORS.
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers.vary).toBe('accept-encoding');
    },
  );
});
