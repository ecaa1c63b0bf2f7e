// A server in front of the started host, on its own port, so one host serves both builds of a page:
// - 'composed' hands every request to the host as it is;
// - 'monolith' does the same, except that the page loads the monolith's entry instead of the host's, without the
//   remotes' manifest preloads (nothing reads a manifest there), and /static/monolith/ comes from bench/monolith/dist,
//   precompressed as the host serves its own files.
// Pages go through the same decode, rewrite, encode step in both modes, so the front costs both builds the same.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

// The host's entry is named once, by the body's loader, which fetches and starts it after the page's priority picture
// and a frame (host-shell/src/server/render/hostEntryLoader.ts); the monolith's entry takes its place, and so is
// fetched and started the same way.
const HOST_SCRIPT = /\/static\/host\/main(?:\.[0-9a-f]{8})?\.js/g;
const MONOLITH_SCRIPT = '/static/monolith/main.js';
// host-shell/src/server/render/document.ts writes one of these per remote in the registry.
const MANIFEST_PRELOAD = /<link rel="preload" as="fetch" crossorigin="anonymous" href="[^"]*\/mf-manifest\.json">/g;
const HASHED = /\.[0-9a-f]{8}\.js$/;

/** The monolith's version of a page: its entry instead of the host's, no manifest preloads. Throws when the page is not as expected. */
export function monolithPage(html) {
  if ((html.match(HOST_SCRIPT) ?? []).length !== 1) throw new Error(`expected the host's script named once in the page, by its loader (${HOST_SCRIPT})`);
  return html.replace(HOST_SCRIPT, MONOLITH_SCRIPT).replace(MANIFEST_PRELOAD, '');
}

// The host's settings for a page (host-shell/src/server/render/responseEncoding.ts), so a re-encoded page is as large.
const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
const encode = {
  br: (buffer) => zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
  gzip: (buffer) => zlib.gzipSync(buffer, { level: 6 }),
};
const identity = (buffer) => buffer;

/** A file of the monolith's build, as @fastify/static's preCompressed serves the host's: .br, else .gz, else as is. */
function serveStatic(request, response, distDir) {
  const name = decodeURIComponent(new URL(request.url, 'http://front').pathname.slice('/static/monolith/'.length));
  const file = path.join(distDir, name);
  if (name.includes('/') || name.includes('\\') || name.endsWith('.map') || !fs.existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const coding = ['br', 'gzip'].find((c) => accepts.includes(c) && fs.existsSync(`${file}.${c === 'gzip' ? 'gz' : c}`));
  const body = fs.readFileSync(coding ? `${file}.${coding === 'gzip' ? 'gz' : coding}` : file);
  response.writeHead(200, {
    'content-type': name.endsWith('.js') ? 'application/javascript; charset=utf-8' : 'application/octet-stream',
    'content-length': body.length,
    'cache-control': HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(coding ? { 'content-encoding': coding } : {}),
  });
  response.end(body);
}

/**
 * Starts the front on `port`, forwarding to the host on `hostPort`; resolves with its server (close() to stop).
 * A page the rewrite cannot handle answers 502 with the reason, so a changed host fails the bench instead of
 * measuring the wrong scripts.
 */
export function startFrontServer({ mode, port, hostPort, distDir }) {
  const agent = new http.Agent({ keepAlive: true });
  const rewrite = mode === 'monolith' ? monolithPage : (html) => html;
  const server = http.createServer((request, response) => {
    if (mode === 'monolith' && request.url?.startsWith('/static/monolith/')) return serveStatic(request, response, distDir);
    const upstream = http.request({ host: 'localhost', port: hostPort, method: request.method, path: request.url, headers: request.headers, agent }, (answer) => {
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        try {
          const coding = answer.headers['content-encoding'];
          const html = (decode[coding] ?? identity)(Buffer.concat(chunks)).toString('utf8');
          const body = (encode[coding] ?? identity)(Buffer.from(rewrite(html)));
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          response.writeHead(answer.statusCode ?? 502, headers).end(body);
        } catch (error) {
          response.writeHead(502, { 'content-type': 'text/plain' }).end(`bench front (${mode}): ${error.message}`);
        }
      });
    });
    upstream.on('error', (error) => response.writeHead(502, { 'content-type': 'text/plain' }).end(`bench front: ${error.message}`));
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve({ close: () => new Promise((done) => { agent.destroy(); server.closeAllConnections(); server.close(() => done()); }) }));
  });
}
