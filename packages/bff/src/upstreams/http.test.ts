/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError, upstreamClient } from './http';

// An upstream that answers at once and then sends one byte every 20 ms for 2 s: never idle for long,
// so only a total deadline stops the call.
let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[');
    let sent = 0;
    const timer = setInterval(() => {
      sent += 1;
      if (sent >= 100) {
        clearInterval(timer);
        res.end('0]');
      } else res.write('0,');
    }, 20);
    res.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('upstreamClient deadline (issue 12 item 11)', () => {
  it('fails a trickling answer at the total deadline instead of waiting for it to finish', async () => {
    // A 200 ms deadline against a 2 s trickle: before the fix the idle timeout never fired and the call resolved.
    const client = upstreamClient('trickle', { baseUrl: base, apiKey: 'k' }, 200);
    const call = client.get('/slow');
    await expect(call).rejects.toBeInstanceOf(UpstreamError);
    await expect(call).rejects.toThrow(/trickle/);
  });

  it('still completes a call that finishes inside the deadline', async () => {
    const client = upstreamClient('trickle', { baseUrl: base, apiKey: 'k' }, 4000);
    const response = await client.get('/slow');
    expect(response.status).toBe(200);
    expect((response.data as number[]).length).toBe(100);
  });
});
