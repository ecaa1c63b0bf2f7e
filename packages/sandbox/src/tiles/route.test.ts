/** @jest-environment node */
import Fastify from 'fastify';
import sharp from 'sharp';
import { registerMedia } from '../media/route';
import { registerTiles } from './route';

const server = Fastify();
registerTiles(server);
// Beside the media store's own route, as in the sandbox: its paths and the tiles' must not catch each other's.
registerMedia(server, new Map(), () => false);
const get = (url: string) => server.inject({ url });
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('GET /media/tiles/:z/:x/:y.png', () => {
  it('answers a 256 px PNG, cacheable for a year', async () => {
    const reply = await get('/media/tiles/12/2250/1200.png');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect([...reply.rawPayload.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const meta = await sharp(reply.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
  });

  it('draws the same bytes for the same tile, and neighbouring tiles differently', async () => {
    const first = (await get('/media/tiles/5/10/11.png')).rawPayload;
    const again = (await get('/media/tiles/5/10/11.png')).rawPayload;
    const neighbour = (await get('/media/tiles/5/11/11.png')).rawPayload;
    expect(again.equals(first)).toBe(true);
    expect(neighbour.equals(first)).toBe(false);
  });

  // At zoom z there are 2^z tiles a side: z=0 has only 0/0, z=19 goes to 2^19-1 = 524287.
  it.each(['/media/tiles/0/0/0.png', '/media/tiles/1/1/1.png', '/media/tiles/19/524287/524287.png', '/media/tiles/19/0/524287.png'])('accepts the edge tile %s', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
  });

  it.each([
    ['zoom above 19', '/media/tiles/20/0/0.png'],
    ['x = 2^0 at zoom 0', '/media/tiles/0/1/0.png'],
    ['y = 2^1 at zoom 1', '/media/tiles/1/0/2.png'],
    ['x = 2^19 at zoom 19', '/media/tiles/19/524288/0.png'],
    ['a negative x', '/media/tiles/3/-1/0.png'],
    ['a letter zoom', '/media/tiles/z/0/0.png'],
    ['an exponent', '/media/tiles/1e1/0/0.png'],
    ['a fraction', '/media/tiles/3/1.5/0.png'],
    ['a hex number', '/media/tiles/3/0x1/0.png'],
    ['another format', '/media/tiles/3/1/1.jpg'],
    ['no extension', '/media/tiles/3/1/1'],
    ['a huge number', '/media/tiles/3/99999999999999999999/1.png'],
    ['a sign', '/media/tiles/3/+1/1.png'],
  ])('answers 400 with a reason for %s', async (_what, url) => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/^(z|x|file|tile): /);
  });

  it('leaves a path of another shape to the media route (404), never a 500', async () => {
    expect((await get('/media/tiles/3/1.png')).statusCode).toBe(404);
    expect((await get('/media/tiles/3/1/2/3.png')).statusCode).toBe(404);
  });
});
