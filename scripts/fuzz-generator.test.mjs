// node --test: the fuzz generator (scripts/fuzz/generator.mjs) makes every category, for API and page routes, so
// npm run fuzz cannot silently send nothing (or only well-formed requests).
import assert from 'node:assert/strict';
import test from 'node:test';
import { CATEGORIES, fuzzRequests, requestBytes, seededRandom } from './fuzz/generator.mjs';

const apiRoutes = [
  { label: 'POST /api/search', method: 'POST', path: '/api/search', params: [], query: [], body: ['index', 'site', 'limit'], sample: { body: { index: 'cars', site: 'dealergroup-se' } } },
  { label: 'GET /api/mechmate/car/:registrationNumber', method: 'GET', path: '/api/mechmate/car/:registrationNumber', params: ['registrationNumber'], query: [], body: [] },
  { label: 'GET /api/stories', method: 'GET', path: '/api/stories', params: [], query: ['site', 'language', 'limit'], body: [] },
];
const pageRoutes = [{ label: 'page dealergroup-se carDetail', path: '/bilar/:id/:slug', host: 'dealergroup-se.localhost:1' }];
const make = (count, seed = 20) => [...fuzzRequests({ apiRoutes, pageRoutes, count, seed, apiHost: '127.0.0.1:1' })];

test('makes each category, for API routes and for page routes', () => {
  const requests = make(2000);
  assert.equal(requests.length, 2000);
  for (const category of CATEGORIES) {
    const of = requests.filter((r) => r.category === category);
    assert.ok(of.length >= 2000 / CATEGORIES.length - 1, `${category}: ${of.length}`);
    assert.ok(of.some((r) => r.label.startsWith('page ')), `${category} reaches a page route`);
    assert.ok(of.some((r) => r.label.includes('/api/')), `${category} reaches an API route`);
  }
});

test('each category carries what it names', () => {
  const requests = make(3000);
  const bytes = (category) => requests.filter((r) => r.category === category).map((r) => requestBytes(r));
  const has = (category, test) => assert.ok(bytes(category).some(test), category);
  has('huge-body', (b) => b.length > 1024 * 1024);
  has('deep-body', (b) => b.includes('['.repeat(1000)) || b.includes('{"a":'.repeat(1000)));
  has('path-traversal', (b) => b.includes('../') || b.includes('%2e%2e') || b.includes('..%2f'));
  has('encoded-nul', (b) => b.includes('%00'));
  has('encoded-nul', (b) => b.includes('\\u0000'));
  has('header-injection', (b) => /\r\nx-injected: 1\r\n/.test(b.toString('latin1')));
  has('header-injection', (b) => /x-test: a\nx-injected/.test(b.toString('latin1')));
  // Bytes that are not UTF-8 on the wire (a raw 0xff or a lone continuation byte), not percent-encoded.
  has('invalid-utf8', (b) => b.includes(Buffer.from([0xff, 0xfe])) || b.includes(Buffer.from([0xc0, 0xaf])));
  has('wrong-types', (b) => /"(index|site|limit)":(null|true|false|\[|\{|-?\d)/.test(b.toString('utf8')));
  has('malformed-json', (b) => b.toString('latin1').endsWith('{"a":') || b.toString('latin1').endsWith(','));
  has('proto-keys', (b) => b.includes('__proto__') || b.includes('"constructor":{"prototype"'));
});

test('gives every request an address of its own and a well-formed first line', () => {
  const requests = make(600);
  assert.equal(new Set(requests.map((r) => r.clientAddress)).size, 600);
  for (const r of requests) assert.match(requestBytes(r).subarray(0, 12).toString('latin1'), /^[A-Z]+ \//);
});

test('is deterministic: one seed, one sequence; another seed, another', () => {
  const text = (list) => list.map((r) => requestBytes(r).toString('base64')).join();
  assert.equal(text(make(300, 7)), text(make(300, 7)));
  assert.notEqual(text(make(300, 7)), text(make(300, 8)));
  const a = seededRandom(1);
  const b = seededRandom(1);
  assert.deepEqual([a.next(), a.next()], [b.next(), b.next()]);
});
