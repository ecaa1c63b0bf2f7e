/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import sharp from 'sharp';
import { registerImageRoute } from './imageRoute';
import { createBlurPlaceholders } from './blurPlaceholders';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><rect width="2000" height="1000" fill="#c00"/></svg>';
let media: http.Server;
let baseUrl = '';
const seenKeys: (string | undefined)[] = [];

beforeAll(async () => {
  media = http.createServer((req, res) => {
    seenKeys.push(req.headers['x-api-key'] as string | undefined);
    if (req.url === '/hero/a/1.svg') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
    if (req.url === '/not-image') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => media.close(() => resolve())));

function app() {
  const server = Fastify();
  registerImageRoute(server, { baseUrl, apiKey: 'k' }, ['*.cdn.example.com']);
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
