/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCspReport } from './cspReport';

interface Logged {
  level: number;
  msg: string;
  csp?: { directive: string; blocked: string; document: string };
}

async function reportServer(env: NodeJS.ProcessEnv = {}): Promise<{ app: FastifyInstance; logged: Logged[] }> {
  const logged: Logged[] = [];
  const stream = { write: (line: string) => logged.push(JSON.parse(line) as Logged) };
  const app = Fastify({ logger: { level: 'warn', stream }, bodyLimit: 64 * 1024 });
  await registerCspReport(app, env);
  // Another route of the host: the report route's parsers must not reach it.
  app.post('/api/echo', async (request) => ({ type: typeof request.body }));
  return { app, logged };
}

const legacy = {
  'csp-report': {
    'document-uri': 'http://dealergroup-se.localhost/bilar',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'original-policy': "script-src 'nonce-x'",
    disposition: 'enforce',
  },
};
const reportingApi = [
  { type: 'csp-violation', age: 10, url: 'http://dealergroup-se.localhost/', user_agent: 'x', body: { documentURL: 'http://dealergroup-se.localhost/', effectiveDirective: 'img-src', blockedURL: 'https://evil.example/pixel.gif', disposition: 'enforce', statusCode: 200 } },
  { type: 'deprecation', age: 1, url: 'http://dealergroup-se.localhost/', body: { id: 'x' } },
];

describe('POST /__csp-report (issue 20)', () => {
  it('logs a report-uri report at warn with the directive and the blocked URL, and answers 204', async () => {
    const { app, logged } = await reportServer();
    const response = await app.inject({ method: 'POST', url: '/__csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(legacy) });
    expect(response.statusCode).toBe(204);
    const warning = logged.find((line) => line.csp);
    expect(warning?.level).toBe(40);
    expect(warning?.csp).toEqual({ directive: 'script-src-elem', blocked: 'inline', document: 'http://dealergroup-se.localhost/bilar', disposition: 'enforce' });
    await app.close();
  });

  it("logs each csp-violation of a Reporting API batch and ignores the batch's other reports", async () => {
    const { app, logged } = await reportServer();
    const response = await app.inject({ method: 'POST', url: '/__csp-report', headers: { 'content-type': 'application/reports+json' }, payload: JSON.stringify(reportingApi) });
    expect(response.statusCode).toBe(204);
    expect(logged.filter((line) => line.csp).map((line) => line.csp)).toEqual([{ directive: 'img-src', blocked: 'https://evil.example/pixel.gif', document: 'http://dealergroup-se.localhost/', disposition: 'enforce' }]);
    await app.close();
  });

  it.each([
    ['not JSON', 'application/csp-report', '{"csp-report": '],
    ['JSON of another shape', 'application/csp-report', '{"hello": 1}'],
    ['a report field of the wrong type', 'application/csp-report', '{"csp-report": {"blocked-uri": 42}}'],
    ['an empty batch', 'application/reports+json', '[]'],
    ['a batch that is an object', 'application/reports+json', JSON.stringify(reportingApi[0])],
    ['an empty body', 'application/csp-report', ''],
  ])('answers 400, not 500, to %s', async (_what, type, payload) => {
    const { app, logged } = await reportServer();
    const response = await app.inject({ method: 'POST', url: '/__csp-report', headers: { 'content-type': type }, payload });
    expect(response.statusCode).toBe(400);
    expect(logged.filter((line) => line.csp)).toEqual([]);
    await app.close();
  });

  it('answers 413 to a body over 16 kB and 415 to another content type', async () => {
    const { app } = await reportServer();
    const big = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(17 * 1024) } });
    expect((await app.inject({ method: 'POST', url: '/__csp-report', headers: { 'content-type': 'application/csp-report' }, payload: big })).statusCode).toBe(413);
    expect((await app.inject({ method: 'POST', url: '/__csp-report', headers: { 'content-type': 'text/plain' }, payload: 'hello' })).statusCode).toBe(415);
    // The host's other routes keep fastify's own JSON parser and know nothing of the report types.
    expect((await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload: '{}' })).json()).toEqual({ type: 'object' });
    expect((await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/csp-report' }, payload: '{}' })).statusCode).toBe(415);
    await app.close();
  });

  it('lists the reports received at /__test/csp-reports only in the test system', async () => {
    const { app } = await reportServer({ SHOWROOM_TEST_HOOKS: '1' });
    await app.inject({ method: 'POST', url: '/__csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(legacy) });
    expect((await app.inject({ url: '/__test/csp-reports' })).json()).toEqual({ reports: [expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })] });
    expect((await app.inject({ method: 'DELETE', url: '/__test/csp-reports' })).statusCode).toBe(204);
    expect((await app.inject({ url: '/__test/csp-reports' })).json()).toEqual({ reports: [] });
    await app.close();
    const { app: production } = await reportServer({});
    expect((await production.inject({ url: '/__test/csp-reports' })).statusCode).toBe(404);
    await production.close();
  });
});
