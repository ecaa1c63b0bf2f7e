// The chaos proxy: a small HTTP server in front of the CDN that mirrors its paths (/<remote>/<version>/<file>)
// and, for one remote at a time, breaks the delivery of its browser build. Only the chaos run (scripts/chaos.mjs)
// and its e2e sample start it; no chaos code goes into a production bundle.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the proxy does to a remote's files; a file the fault does not name is passed through untouched. */
export type DeliveryFault =
  /** `entry` is the container file the host loads (the manifest's remoteEntry, container.js since issue 14). */
  | { kind: 'entry-404'; entry: string }
  | { kind: 'entry-500'; entry: string }
  | { kind: 'entry-hang'; entry: string }
  /** `chunk` is a file name of the version (the exposed module's own chunk, read from its manifest). */
  | { kind: 'chunk-500'; chunk: string }
  | { kind: 'chunk-hang'; chunk: string };

export interface ChaosProxy {
  origin: string;
  /** Breaks `remote`'s delivery (null: passes everything through again). */
  setFault(remote: string, fault: DeliveryFault | null): void;
  /** Requests the proxy answered per path, for a check that the fault was really hit. */
  hits(): Map<string, number>;
  close(): Promise<void>;
}

type Verdict = { status: number } | 'hang' | 'pass';

/** What the fault does to one request path ('/<remote>/<version>/<file>'). */
export function verdictFor(fault: DeliveryFault | undefined, file: string): Verdict {
  if (!fault) return 'pass';
  switch (fault.kind) {
    case 'entry-404':
      return file === fault.entry ? { status: 404 } : 'pass';
    case 'entry-500':
      return file === fault.entry ? { status: 500 } : 'pass';
    case 'entry-hang':
      return file === fault.entry ? 'hang' : 'pass';
    case 'chunk-500':
      return file === fault.chunk ? { status: 500 } : 'pass';
    case 'chunk-hang':
      return file === fault.chunk ? 'hang' : 'pass';
  }
}

/** Starts the proxy on 127.0.0.1:`port` in front of `cdnUrl` (e.g. http://127.0.0.1:8090). */
export function startChaosProxy(port: number, cdnUrl: string): Promise<ChaosProxy> {
  const faults = new Map<string, DeliveryFault>();
  const hits = new Map<string, number>();
  const held = new Set<Socket>();
  const cdn = new URL(cdnUrl);
  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const [, remote = '', , ...rest] = pathname.split('/');
    const verdict = verdictFor(faults.get(remote), rest.join('/'));
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    // CORS as the CDN answers it, so the browser sees the status itself rather than a CORS failure.
    const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (verdict === 'hang') {
      // Never answers: the socket is held until the client gives up or the proxy closes.
      held.add(request.socket);
      request.socket.on('close', () => held.delete(request.socket));
      return;
    }
    if (verdict !== 'pass') {
      response.writeHead(verdict.status, { ...cors, 'content-type': 'text/plain' });
      response.end(`chaos: ${verdict.status}`);
      return;
    }
    const upstream = http.request(
      { host: cdn.hostname, port: cdn.port, method: request.method, path: request.url, headers: { ...request.headers, host: cdn.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, cors);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${bound}`,
        setFault(remote, fault) {
          if (fault) faults.set(remote, fault);
          else faults.delete(remote);
        },
        hits: () => hits,
        close() {
          for (const socket of held) socket.destroy();
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}
