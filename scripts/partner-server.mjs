// The partner demo: a page on its own origin, with no host shell and no React, that embeds two remotes.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const port = Number(process.env.PARTNER_PORT ?? 8085);
const cdn = process.env.SHOWROOM_CDN_URL ?? 'http://127.0.0.1:8090';
const api = process.env.SHOWROOM_PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const page = fs.readFileSync(path.join(ROOT, 'e2e/partner-site/index.html'), 'utf8').replaceAll('{{CDN_URL}}', cdn).replaceAll('{{API_URL}}', api);

http
  .createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/?')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  })
  .listen(port, '127.0.0.1', () => console.log(`partner page on http://127.0.0.1:${port}`));
