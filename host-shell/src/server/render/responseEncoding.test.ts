/** @jest-environment node */
import zlib from 'node:zlib';
import { createEncoder, pickEncoding } from './responseEncoding';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['', null],
    [undefined, null],
    [['gzip', 'br'], 'br'],
    ['GZIP;Q=0.5', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(pickEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('createEncoder', () => {
  it.each(['br', 'gzip'] as const)('%s: what goes in comes out after decoding', async (encoding) => {
    const encoder = createEncoder(encoding);
    const chunks: Buffer[] = [];
    encoder.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => encoder.on('end', resolve));
    encoder.write('<!doctype html><h1>Hej</h1>');
    encoder.end('<p>då</p>');
    await done;
    const body = Buffer.concat(chunks);
    const text = (encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)).toString();
    expect(text).toBe('<!doctype html><h1>Hej</h1><p>då</p>');
  });
});
