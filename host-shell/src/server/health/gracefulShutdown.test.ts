/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

// A real process: a Fastify server with a slow route (its time in ?ms=) and an onClose hook, stopped by
// exitGracefullyOnSignal as the host's index.ts stops the host. What the process and its clients see is measured.
jest.setTimeout(30_000);

function startServer(deadlineMs: number): Promise<{ child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> }> {
  const script = `
    require('tsx/cjs');
    const Fastify = require('fastify');
    const { exitGracefullyOnSignal } = require(${JSON.stringify(require.resolve('./gracefulShutdown'))});
    const app = Fastify();
    app.get('/slow', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, Number(request.query.ms)));
      return { done: true };
    });
    app.addHook('onClose', async () => console.log('onClose hooks ran'));
    app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
      exitGracefullyOnSignal(app, { deadlineMs: ${deadlineMs} });
      console.log('port=' + app.server.address().port);
    });
  `;
  const child = spawn(process.execPath, ['-e', script], { cwd: __dirname, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const port = /port=(\d+)/.exec(out)?.[1];
      if (port) {
        clearInterval(timer);
        resolve({ child, port: Number(port), output: () => out, exited });
      }
    }, 20);
    child.once('exit', () => {
      clearInterval(timer);
      reject(new Error(`server exited before listening: ${out}`));
    });
  });
}

/** One GET on its own connection: its status and body, or the socket error's code. */
function get(port: number, path: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode, body }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown on SIGTERM (issue 20)', () => {
  it('finishes the request in flight with 200, refuses new connections, runs the onClose hooks and exits 0', async () => {
    const server = await startServer(10_000);
    const slow = get(server.port, '/slow?ms=1500');
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(200);
    // The listening socket is closed: a new connection is refused while the slow request is still running.
    expect(await get(server.port, '/slow?ms=0')).toEqual({ error: 'ECONNREFUSED' });
    expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('onClose hooks ran');
  });

  it('exits 1 at the deadline when a request is still running then (and not before)', async () => {
    const server = await startServer(800);
    const slow = get(server.port, '/slow?ms=5000');
    await sleep(200);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const took = Date.now() - signalledAt;
    expect(code).toBe(1);
    expect(took).toBeGreaterThanOrEqual(800);
    expect(took).toBeLessThan(3000);
    // The request did not get its answer: the process is gone.
    expect((await slow).status).toBeUndefined();
    expect(server.output()).toContain('shutdown deadline of 800 ms passed');
  });

  it('exits at once on a second SIGTERM', async () => {
    const server = await startServer(10_000);
    void get(server.port, '/slow?ms=8000');
    await sleep(200);
    server.child.kill('SIGTERM');
    await sleep(200);
    const secondAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - secondAt).toBeLessThan(1500);
    expect(server.output()).toContain('SIGTERM again: exiting now');
  });
});
