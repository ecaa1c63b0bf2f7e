/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { registerImageRoute } from './imageRoute';
import { createBlurPlaceholders } from './blurPlaceholders';
import type { ImageSettings } from './imageSettings';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><rect width="2000" height="1000" fill="#c00"/></svg>';
let media: http.Server;
let baseUrl = '';
const seenKeys: (string | undefined)[] = [];
let hugeBytesSent = 0;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-route-'));
const settings = (over: Partial<ImageSettings> = {}): ImageSettings => ({ cacheDir, cacheMaxBytes: 10 * 1024 * 1024, fetchTimeoutMs: 10_000, maxSourceBytes: 15 * 1024 * 1024, ...over });

beforeAll(async () => {
  media = http.createServer((req, res) => {
    seenKeys.push(req.headers['x-api-key'] as string | undefined);
    if (req.url === '/hero/a/1.svg') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
    if (req.url === '/not-image') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    if (req.url === '/trickle.png') {
      // A byte every 100 ms, for ever: only a deadline on the whole fetch stops it.
      res.writeHead(200, { 'content-type': 'image/png' });
      const timer = setInterval(() => res.write('x'), 100);
      res.on('close', () => clearInterval(timer));
      return undefined;
    }
    if (req.url === '/huge.png') {
      // No content-length, and more bytes than the cap: the route must cut the download, not read it all.
      res.writeHead(200, { 'content-type': 'image/png' });
      let sent = 0;
      const more = () => {
        while (sent < 64 * 1024 * 1024) {
          sent += 64 * 1024;
          hugeBytesSent = sent;
          if (!res.write(Buffer.alloc(64 * 1024))) return void res.once('drain', more);
        }
        res.end();
      };
      res.on('close', () => (sent = Infinity));
      more();
      return undefined;
    }
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
});
afterAll(async () => {
  media.closeAllConnections();
  await new Promise<void>((resolve) => media.close(() => resolve()));
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

function app(over: Partial<ImageSettings> = {}, hosts = ['*.cdn.example.com']) {
  const server = Fastify();
  registerImageRoute(server, { baseUrl, apiKey: 'k' }, hosts, settings(over));
  return server;
}

describe('GET /_image', () => {
  it('resizes a media store image to the asked width as WebP', async () => {
    const response = await app().inject({ url: `/_image?url=${encodeURIComponent('/-/media/hero/a/1.svg')}&w=640` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    // 2000x1000 scaled to 640 wide keeps 2:1, so 320 high.
    expect([meta.width, meta.height]).toEqual([640, 320]);
    expect(seenKeys).toContain('k');
  });

  it.each([
    [`/_image?url=${encodeURIComponent('http://127.0.0.1:1/x.png')}&w=640`, 400],
    [`/_image?url=${encodeURIComponent('/-/media/hero/a/1.svg')}&w=500`, 400],
    [`/_image?url=${encodeURIComponent('/-/media/missing.svg')}&w=640`, 404],
    [`/_image?url=${encodeURIComponent('/-/media/not-image')}&w=640`, 502],
    ['/_image?w=640&url[]=x', 400],
  ])('%s -> %i', async (url, status) => {
    const response = await app().inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('error');
  });
});

describe('GET /_image against hostile sources (issue 20)', () => {
  const port = () => (media.address() as AddressInfo).port;

  it('refuses an allowed host that resolves to 127.0.0.1 and is not the media store (403), though the server there would answer', async () => {
    // localhost resolves to loopback (/etc/hosts); the media store is configured as 127.0.0.1, another host name.
    const response = await app({}, ['localhost']).inject({ url: `/_image?url=${encodeURIComponent(`http://localhost:${port()}/hero/a/1.svg`)}&w=640` });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/private address/);
  });

  it.each(['10.0.0.1', '169.254.169.254', '[::1]', '[::ffff:7f00:1]', '[fd00::1]'])('refuses an allowed host given as the private address %s without connecting (403)', async (host) => {
    const response = await app({}, [host.replace(/^\[|\]$/g, ''), host]).inject({ url: `/_image?url=${encodeURIComponent(`http://${host}:${port()}/hero/a/1.svg`)}&w=640` });
    expect(response.statusCode).toBe(403);
  });

  it("fetches from the media store's own host by full URL (loopback here, as configured)", async () => {
    const response = await app({}, ['127.0.0.1']).inject({ url: `/_image?url=${encodeURIComponent(`http://127.0.0.1:${port()}/hero/a/1.svg`)}&w=320` });
    expect(response.statusCode).toBe(200);
  });

  it('cuts a source that trickles for ever at the deadline: 504, not a hang or a 500', async () => {
    const started = Date.now();
    const response = await app({ fetchTimeoutMs: 500 }).inject({ url: `/_image?url=${encodeURIComponent('/-/media/trickle.png')}&w=640` });
    expect(response.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('cuts an oversized source at the cap: 502, having read little past it', async () => {
    const response = await app({ maxSourceBytes: 1024 * 1024 }).inject({ url: `/_image?url=${encodeURIComponent('/-/media/huge.png')}&w=640` });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatch(/too large/);
    // The server stopped well short of its 64 MB (socket buffers may hold a few MB past the 1 MB cap).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hugeBytesSent).toBeLessThan(16 * 1024 * 1024);
  });

  it('keeps resized images on disk and serves them again without the source', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-route-cache-'));
    try {
      const server = app({ cacheDir: dir });
      const url = `/_image?url=${encodeURIComponent('/-/media/hero/a/1.svg')}&w=1280`;
      const first = await server.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(fs.readdirSync(dir).filter((f) => f.endsWith('.bin'))).toHaveLength(1);
      const before = seenKeys.length;
      const second = await server.inject({ url });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(seenKeys.length).toBe(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('blur placeholders', () => {
  it('computes a tiny WebP data URL from the source, and null for a source it may not read', async () => {
    const blur = createBlurPlaceholders({ baseUrl, apiKey: 'k' }, []);
    const url = await blur('/-/media/hero/a/1.svg');
    expect(url).toMatch(/^data:image\/webp;base64,/);
    const meta = await sharp(Buffer.from(url!.split(',')[1]!, 'base64')).metadata();
    expect(meta.width).toBe(16);
    expect(await blur('https://elsewhere.example.com/a.png')).toBeNull();
    expect(await blur('/-/media/missing.svg')).toBeNull();
  });
});
