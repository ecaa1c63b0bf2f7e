// The partner demo: pages on their own origin, with no host shell and no React, that embed remotes
// (the car list and sell-car form at /, one car at /car?id=, and a single-spa root config at /root-config?car=).
import { randomBytes } from 'node:crypto';
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

// Issue 20: the partner's own headers, as a careful partner would send them. Scripts run by nonce and
// 'strict-dynamic' (the embed's chunks and remoteEntry scripts are inserted by the trusted embed.js). Styles by the
// same nonce, no 'unsafe-inline': each embed reads the nonce of the script tag that included it and its emotion cache
// puts it on the style tags it writes (packages/mfe-runtime/src/embed/scriptNonce.ts); the root config passes it to
// the lifecycles. Violations are reported to the host (report-uri: a no-cors post, so no CORS needed there).
const origin = (url) => new URL(url).origin;
const VIDEO_FRAMES = 'https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com';
const policy = (nonce) =>
  [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${origin(cdn)} ${origin(sandbox)}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: ${origin(api)} ${origin(sandbox)}`,
    "font-src 'self'",
    `connect-src 'self' ${origin(api)} ${origin(cdn)} ${origin(sandbox)}`,
    `frame-src ${VIDEO_FRAMES}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${origin(api)}/__csp-report`,
  ].join('; ');
const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=()';

/** The security headers of one answer, with the nonce its page's scripts carry. No HSTS: this demo is served over http. */
function securityHeaders(nonce) {
  return {
    'content-security-policy': policy(nonce),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'SAMEORIGIN',
  };
}

/** A page with this answer's nonce on each of its own script and style tags (the templates are ours: every <script and <style is one). */
const withNonce = (html, nonce) => html.replaceAll('<script', `<script nonce="${nonce}"`).replaceAll('<style', `<style nonce="${nonce}"`);

/** Sends one answer with the security headers; a page gets the answer's nonce on its script and style tags. */
function send(response, status, type, body) {
  const nonce = randomBytes(16).toString('base64url');
  response.writeHead(status, { 'content-type': type, ...securityHeaders(nonce) });
  response.end(type.startsWith('text/html') ? withNonce(body, nonce) : body);
}

const HTML = 'text/html; charset=utf-8';

http
  .createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/?')) return send(response, 200, HTML, page);
    if (request.url === '/vendor/single-spa.js') return send(response, 200, 'text/javascript; charset=utf-8', singleSpa);
    if (request.url === '/lead-forms') return send(response, 200, HTML, leadFormsPage);
    if (request.url === '/forms') return send(response, 200, HTML, formsPage);
    const root = /^\/root-config\?car=(\d{1,20})$/.exec(request.url ?? '');
    if (root) return send(response, 200, HTML, rootConfig.replaceAll('{{CAR_ID}}', root[1]));
    const car = /^\/car\?id=(\d{1,20})$/.exec(request.url ?? '');
    if (car) return send(response, 200, HTML, carPage.replaceAll('{{CAR_ID}}', car[1]));
    return send(response, 404, 'text/plain', 'not found');
  })
  .listen(port, '127.0.0.1', () => console.log(`partner page on http://127.0.0.1:${port}`));
