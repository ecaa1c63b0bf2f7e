// The partner demo: pages on their own origin, with no host shell and no React, that embed remotes
// (the car list and sell-car form at /, one car at /car?id=, and a single-spa root config at /root-config?car=).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const port = Number(process.env.PARTNER_PORT ?? 8085);
const cdn = process.env.SHOWROOM_CDN_URL ?? 'http://127.0.0.1:8090';
const api = process.env.SHOWROOM_PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const fill = (file) => fs.readFileSync(path.join(ROOT, 'e2e/partner-site', file), 'utf8').replaceAll('{{CDN_URL}}', cdn).replaceAll('{{API_URL}}', api);
const page = fill('index.html');
// /car?id=<digits>: one car embedded by its id (digits only reach the page).
const carPage = fill('car.html');
// /root-config?car=<digits>: a single-spa root config mounting the car detail and the car list by their lifecycles.
const rootConfig = fill('root-config.html');
// /forms: the form blocks as elements; the marketing form names the provider script (the sandbox's stand-in here).
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';
const formsPage = fill('forms.html').replaceAll('{{SANDBOX_URL}}', sandbox);
// /lead-forms: the workshop booking form and the full sell-car form as elements.
const leadFormsPage = fill('lead-forms.html');
const singleSpa = fs.readFileSync(path.join(ROOT, 'node_modules/single-spa/lib/es2015/esm/single-spa.min.js'));

http
  .createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/?')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    if (request.url === '/vendor/single-spa.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(singleSpa);
      return;
    }
    if (request.url === '/lead-forms') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(leadFormsPage);
      return;
    }
    if (request.url === '/forms') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(formsPage);
      return;
    }
    const root = /^\/root-config\?car=(\d{1,20})$/.exec(request.url ?? '');
    if (root) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(rootConfig.replaceAll('{{CAR_ID}}', root[1]));
      return;
    }
    const car = /^\/car\?id=(\d{1,20})$/.exec(request.url ?? '');
    if (car) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(carPage.replaceAll('{{CAR_ID}}', car[1]));
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  })
  .listen(port, '127.0.0.1', () => console.log(`partner page on http://127.0.0.1:${port}`));
