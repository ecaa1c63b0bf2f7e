// The malformed requests of npm run fuzz (issue 20), as raw bytes: fetch and Node's http client refuse to send
// most of them (CR/LF in a header, invalid UTF-8 in a path, a NUL), so each request is a Buffer written to a socket.
// Deterministic: the same seed gives the same requests.

/** What each request tries; every category is sent to every kind of route. */
export const CATEGORIES = ['wrong-types', 'huge-body', 'deep-body', 'path-traversal', 'encoded-nul', 'header-injection', 'invalid-utf8', 'malformed-json', 'proto-keys'];

/** mulberry32: a small seeded generator, so a run can be repeated exactly. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const WRONG_VALUES = [null, true, false, 0, -1, 1e308, -1e308, 1.5, 'x', '', [], [1, 'a'], {}, { a: 1 }, [[[]]], '9'.repeat(400), '1e999', 'NaN', 'Infinity', -0];
const TRAVERSALS = ['../../../../etc/passwd', '..%2f..%2f..%2fetc%2fpasswd', '%2e%2e/%2e%2e/etc/passwd', '..%252f..%252fetc', '....//....//etc/passwd', '..\\..\\windows\\win.ini', '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', '/%2e%2e/__sandbox/outbox', '..;/..;/admin', '%5c..%5c..%5c', '//evil.example/x', '.%00./.%00./etc/passwd'];
const NULS = ['%00', 'a%00b', '%00%00%00', 'x%2500', '%u0000', '\u0000'];
// Bytes that are not UTF-8: a lone continuation byte, an overlong encoding, a truncated sequence, 0xFF.
const BAD_UTF8 = [Buffer.from([0x80]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xe2, 0x82]), Buffer.from([0xff, 0xfe]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80])];
const INJECTIONS = [
  ['x-test', 'a\r\nx-injected: 1'],
  ['x-test', 'a\nx-injected: 1'],
  ['x-test', 'a\rb'],
  ['x-test', 'a\u0000b'],
  ['content-type', 'application/json\r\n\r\n{"a":1}'],
  ['x-forwarded-for', 'not-an-address, \r\n127.0.0.1'],
  ['x-forwarded-for', '::ffff:999.1.1.1'],
  ['x-forwarded-for', 'a'.repeat(300)],
  ['x-forwarded-proto', 'javascript'],
  ['host', 'evil.example\r\nx-injected: 1'],
  ['bad header name', 'x'],
  ['x-long', 'x'.repeat(20_000)],
  [' x-leading-space', 'x'],
  ['transfer-encoding', 'chunked, identity'],
  ['accept-language', '\u00ff\u00fe'],
  ['cookie', 'sc_editing=1; hideAlert=\r\nx: y'],
];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json\u0000', ''];

const enc = (value) => encodeURIComponent(String(value));

function fillPath(path, values) {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name) => values[name] ?? 'x');
}

function queryString(entries) {
  const parts = entries.map(([k, v]) => `${k}=${v}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function sampleParams(route) {
  return Object.fromEntries(route.params.map((p) => [p, enc(route.sample?.params?.[p] ?? 'ABC123')]));
}

function sampleQuery(route) {
  const sample = route.sample?.query ?? {};
  return route.query.map((k) => [k, enc(sample[k] ?? 'x')]);
}

function sampleBody(route) {
  return { ...Object.fromEntries(route.body.map((k) => [k, 'x'])), ...(route.sample?.body ?? {}) };
}

function nested(depth, rng) {
  const open = rng.next() < 0.5 ? '[' : '{"a":';
  const close = open === '[' ? ']' : '}';
  return open.repeat(depth) + '1' + close.repeat(depth);
}

/** One request: the category it belongs to, the route it counts under, and the bytes of its parts. */
function request(category, route, { method, target, headers = [], body, host }) {
  return { category, label: route.label, method, target: Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'), headers, body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), host: host ?? route.host };
}

const json = [['content-type', 'application/json']];

// Each category for an API route: a mutation of a valid request (or of one built from the schema's key names).
const API = {
  'wrong-types': (rng, route) => {
    const value = rng.pick(WRONG_VALUES);
    if (route.method === 'POST') {
      const body = sampleBody(route);
      const key = route.body.length ? rng.pick(route.body) : 'x';
      // The whole body of the wrong type now and then (an array, a number, a string).
      const payload = rng.next() < 0.2 ? rng.pick([[], 1, '"x"', 'null', 'true']) : { ...body, [key]: value };
      return request('wrong-types', route, { method: 'POST', target: fillPath(route.path, sampleParams(route)) + queryString(sampleQuery(route)), headers: json, body: typeof payload === 'string' ? payload : JSON.stringify(payload) });
    }
    const query = sampleQuery(route);
    const key = route.query.length ? rng.pick(route.query) : 'x';
    // A repeated key is a list, [] a bracket name, a number past 2^53 or in exponent form.
    const mutated = [...query.filter(([k]) => k !== key), ...rng.pick([[[key, '1'], [key, '2']], [[`${key}[]`, 'x']], [[key, '1e999']], [[key, '99999999999999999999999']], [[key, enc(JSON.stringify(value))]], [[key, '']], [[`${key}[a][b]`, '1']]])];
    const params = Object.fromEntries(route.params.map((p) => [p, enc(rng.pick(['-1', '1e999', '', ' ', '[object Object]', 'null', '%', '9'.repeat(60)]))]));
    return request('wrong-types', route, { method: 'GET', target: fillPath(route.path, route.params.length && rng.next() < 0.5 ? params : sampleParams(route)) + queryString(mutated) });
  },
  'huge-body': (rng, route) => {
    const size = rng.pick([40 * 1024, 70 * 1024, 1024 * 1024, 2 * 1024 * 1024 + 10, 3 * 1024 * 1024]);
    const key = route.body.length ? rng.pick(route.body) : 'x';
    const body = rng.next() < 0.5 ? JSON.stringify({ ...sampleBody(route), [key]: 'x'.repeat(size) }) : JSON.stringify({ ...sampleBody(route), [key]: Array.from({ length: Math.floor(size / 4) }, () => 1) });
    // A GET route gets the mass in its query string instead (past the 16 kB the server reads of a request head).
    if (route.method === 'GET') return request('huge-body', route, { method: 'GET', target: fillPath(route.path, sampleParams(route)) + queryString([...sampleQuery(route), ['x', 'y'.repeat(rng.pick([2000, 9000, 70_000]))]]) });
    return request('huge-body', route, { method: 'POST', target: fillPath(route.path, sampleParams(route)), headers: json, body });
  },
  'deep-body': (rng, route) => {
    const depth = rng.pick([21, 25, 100, 1000, 20_000, 100_000]);
    const key = route.body.length ? rng.pick(route.body) : 'x';
    if (route.method === 'GET') return request('deep-body', route, { method: 'GET', target: fillPath(route.path, sampleParams(route)) + queryString([...sampleQuery(route), [`${key}${'[a]'.repeat(Math.min(depth, 500))}`, '1']]) });
    const body = JSON.stringify(sampleBody(route)).replace(/}$/, `,"${key}":${nested(depth, rng)}}`);
    return request('deep-body', route, { method: 'POST', target: fillPath(route.path, sampleParams(route)), headers: json, body });
  },
  'path-traversal': (rng, route) => {
    const traversal = rng.pick(TRAVERSALS);
    const params = Object.fromEntries(route.params.map((p) => [p, traversal]));
    const target = route.params.length ? fillPath(route.path, params) : `${route.path}/${traversal}`;
    return request('path-traversal', route, { method: route.method, target: target + queryString(sampleQuery(route)), headers: route.method === 'POST' ? json : [], body: route.method === 'POST' ? JSON.stringify(sampleBody(route)) : undefined });
  },
  'encoded-nul': (rng, route) => {
    const nul = rng.pick(NULS);
    if (route.method === 'POST') {
      const key = route.body.length ? rng.pick(route.body) : 'x';
      const body = JSON.stringify({ ...sampleBody(route), [key]: `a\u0000b${nul}` });
      return request('encoded-nul', route, { method: 'POST', target: fillPath(route.path, sampleParams(route)) + (rng.next() < 0.3 ? `?x=${nul}` : ''), headers: json, body });
    }
    const key = route.query.length ? rng.pick(route.query) : 'x';
    const params = Object.fromEntries(route.params.map((p) => [p, `ABC${nul}123`]));
    return request('encoded-nul', route, { method: 'GET', target: fillPath(route.path, route.params.length ? params : {}) + queryString([...sampleQuery(route).filter(([k]) => k !== key), [key, `a${nul}`]]) });
  },
  'header-injection': (rng, route) => {
    const [name, value] = rng.pick(INJECTIONS);
    const headers = route.method === 'POST' ? [[...json[0]], [name, value]] : [[name, value]];
    return request('header-injection', route, { method: route.method, target: fillPath(route.path, sampleParams(route)) + queryString(sampleQuery(route)), headers, body: route.method === 'POST' ? JSON.stringify(sampleBody(route)) : undefined });
  },
  'invalid-utf8': (rng, route) => {
    const bad = rng.pick(BAD_UTF8);
    const where = rng.int(0, 2);
    const base = fillPath(route.path, sampleParams(route));
    if (where === 0 || route.method === 'GET') {
      // Raw bytes in the path or the query, or percent-encoded ones that decode to no UTF-8.
      const encoded = [...bad].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
      const target = rng.next() < 0.5 ? Buffer.concat([Buffer.from(`${base}?${route.query[0] ?? 'x'}=`, 'latin1'), bad]) : Buffer.from(`${base}${queryString([...sampleQuery(route), [route.query[0] ?? 'x', encoded]])}`, 'latin1');
      return request('invalid-utf8', route, { method: route.method, target, headers: route.method === 'POST' ? json : [], body: route.method === 'POST' ? JSON.stringify(sampleBody(route)) : undefined });
    }
    const key = route.body.length ? rng.pick(route.body) : 'x';
    const text = JSON.stringify({ ...sampleBody(route), [key]: 'MARK' });
    const [before, after] = text.split('MARK');
    return request('invalid-utf8', route, { method: 'POST', target: base, headers: json, body: Buffer.concat([Buffer.from(before), bad, Buffer.from(after)]) });
  },
  'malformed-json': (rng, route) => {
    const text = JSON.stringify(sampleBody(route));
    const body = rng.pick([text.slice(0, Math.max(1, Math.floor(text.length / 2))), `${text},`, text.replace(/"/g, "'"), '', ' ', '{"a":1}{"b":2}', '\ufeff' + text, `{"a":${'1'.repeat(500)}}`, '{"a":"\\ud800"}', '{"a":"\\u00"}', 'undefined', '[' + ','.repeat(1000) + ']']);
    const contentType = rng.pick(CONTENT_TYPES);
    return request('malformed-json', route, { method: 'POST', target: fillPath(route.path, sampleParams(route)) + queryString(sampleQuery(route)), headers: contentType ? [['content-type', contentType]] : [], body });
  },
  'proto-keys': (rng, route) => {
    const key = route.body.length ? rng.pick(route.body) : 'x';
    const poison = rng.pick(['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '{"prototype":{"a":1}}', '{"a":{"__proto__":[1]}}']);
    if (route.method === 'GET') return request('proto-keys', route, { method: 'GET', target: fillPath(route.path, sampleParams(route)) + queryString([...sampleQuery(route), [rng.pick(['__proto__[isAdmin]', 'constructor[prototype][x]', '__proto__']), '1']]) });
    const body = JSON.stringify(sampleBody(route)).replace(/}$/, `,"${key}":${poison}}`);
    return request('proto-keys', route, { method: 'POST', target: fillPath(route.path, sampleParams(route)), headers: json, body: rng.next() < 0.5 ? body : poison });
  },
};

// The same categories for a page route (GET, the page's own Host).
const PAGE = {
  'wrong-types': (rng, route) => request('wrong-types', route, { method: 'GET', target: fillPath(route.path, { id: rng.pick(['-1', '1e999', 'null', '[]', '99999999999999999999']), slug: 'x', path: 'x.png' }) + rng.pick(['?page=-1', '?page=1e999&page=2', '?sort[]=x', '?url=1&w=abc', '?url[]=x&w=640', '?q=%7B%7D', '?car_brand=1&car_brand=2&car_brand[]=3']) }),
  'huge-body': (rng, route) => (rng.next() < 0.5 ? request('huge-body', route, { method: 'GET', target: `${fillPath(route.path, { id: '1', slug: 'x', path: 'x.png' })}?q=${'x'.repeat(rng.pick([4000, 15000, 70000]))}` }) : request('huge-body', route, { method: 'POST', target: fillPath(route.path, { id: '1', slug: 'x', path: 'x.png' }), headers: json, body: 'x'.repeat(rng.pick([1024, 100 * 1024, 1024 * 1024])) })),
  'deep-body': (rng, route) => request('deep-body', route, { method: 'GET', target: `${fillPath(route.path, { id: '1', slug: 'x', path: 'x.png' })}?${'a'}${'[b]'.repeat(rng.pick([20, 200, 1000]))}=1` }),
  'path-traversal': (rng, route) => {
    const traversal = rng.pick(TRAVERSALS);
    const target = route.path.includes(':') ? fillPath(route.path, { id: traversal, slug: traversal, path: traversal }) : `${route.path.replace(/\/$/, '')}/${traversal}`;
    return request('path-traversal', route, { method: 'GET', target: route.label.endsWith('image') ? `/_image?w=640&url=${enc(`/-/media/${traversal}`)}` : target });
  },
  'encoded-nul': (rng, route) => request('encoded-nul', route, { method: 'GET', target: `${fillPath(route.path, { id: `1${rng.pick(NULS)}`, slug: 'x%00', path: 'a%00.png' })}${rng.pick(['', '/%00', '?q=%00', '?url=%2F-%2Fmedia%2Fa%00.png&w=640'])}` }),
  'header-injection': (rng, route) => {
    const [name, value] = rng.pick([...INJECTIONS, ['accept-encoding', 'br;q=x, gzip;q=\u0000'], ['accept-language', 'x'.repeat(5000)], ['cookie', `sc_editing=${'a'.repeat(4000)}`]]);
    return request('header-injection', route, { method: 'GET', target: fillPath(route.path, { id: '1', slug: 'x', path: 'x.png' }) + rng.pick(['', '?sc_mode=edit&secret=%0d%0ax']), headers: [[name, value]] });
  },
  'invalid-utf8': (rng, route) => {
    const bad = rng.pick(BAD_UTF8);
    const base = fillPath(route.path, { id: '1', slug: 'x', path: 'x.png' });
    return request('invalid-utf8', route, { method: 'GET', target: rng.next() < 0.5 ? Buffer.concat([Buffer.from(`${base}/`, 'latin1'), bad]) : Buffer.from(`${base}?q=${[...bad].map((b) => `%${b.toString(16)}`).join('')}`, 'latin1') });
  },
  'malformed-json': (rng, route) => request('malformed-json', route, { method: rng.pick(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'FOO']), target: fillPath(route.path, { id: '1', slug: 'x', path: 'x.png' }), headers: [['content-type', rng.pick(CONTENT_TYPES) || 'application/json']], body: '{"a":' }),
  'proto-keys': (rng, route) => request('proto-keys', route, { method: 'GET', target: `${fillPath(route.path, { id: '1', slug: 'x', path: 'x.png' })}?${rng.pick(['__proto__[x]=1', 'constructor[prototype][x]=1', '__proto__=1&__proto__=2'])}` }),
};

/**
 * `count` requests over the API and page routes, categories in turn (so each gets count/9), routes at random
 * with `seed`; about 70 % go to the API. Each carries its own client address (X-Forwarded-For, believed because
 * the fuzz system trusts loopback as its proxy), so the per-address limits let the malformed input through.
 */
export function* fuzzRequests({ apiRoutes, pageRoutes, count, seed = 20, apiHost }) {
  const rng = seededRandom(seed);
  for (let i = 0; i < count; i++) {
    const category = CATEGORIES[i % CATEGORIES.length];
    const toApi = rng.next() < 0.7 || pageRoutes.length === 0;
    const made = toApi ? API[category](rng, { ...rng.pick(apiRoutes), host: apiHost }) : PAGE[category](rng, rng.pick(pageRoutes));
    made.clientAddress = `198.${18 + (i % 2)}.${(i >> 8) & 255}.${(i & 255) || 1}`;
    yield made;
  }
}

/** The request as bytes on the wire: the fuzz's own headers first, then the category's (which may repeat or break them). */
export function requestBytes(req) {
  const head = [Buffer.concat([Buffer.from(`${req.method} `, 'latin1'), req.target, Buffer.from(' HTTP/1.1\r\n', 'latin1')])];
  const own = req.headers.some(([name]) => name.toLowerCase() === 'host') ? [] : [`host: ${req.host}`];
  own.push(`x-forwarded-for: ${req.clientAddress}`, 'connection: close');
  if (req.body !== undefined) own.push(`content-length: ${req.body.length}`);
  for (const line of own) head.push(Buffer.from(`${line}\r\n`, 'latin1'));
  for (const [name, value] of req.headers) head.push(Buffer.from(`${name}: ${value}\r\n`, 'latin1'));
  head.push(Buffer.from('\r\n', 'latin1'));
  return Buffer.concat(req.body === undefined ? head : [...head, req.body]);
}
