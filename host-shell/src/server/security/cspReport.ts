import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { CSP_REPORT_PATH } from './contentSecurityPolicy';

/** A report is a few hundred bytes; a browser batches a few dozen at most. Anything larger is 413. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** The test system's view of the reports received (SHOWROOM_TEST_HOOKS=1 only). */
export const CSP_REPORTS_TEST_PATH = '/__test/csp-reports';
const KEPT_FOR_TESTS = 200;

const text = z.optional(z.string().check(z.maxLength(4000)));

// report-uri's format (application/csp-report): one violation under "csp-report".
const legacyReportSchema = z.object({
  'csp-report': z.looseObject({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': z.optional(z.number()),
    disposition: text,
  }),
});

// The Reporting API's format (application/reports+json): a batch of reports of any type; csp-violation is ours.
const reportingApiSchema = z.array(
    z.looseObject({
      type: z.string().check(z.maxLength(100)),
      url: text,
      body: z.optional(z.looseObject({ documentURL: text, effectiveDirective: text, blockedURL: text, sourceFile: text, lineNumber: z.optional(z.number()), disposition: text })),
    }),
  ).check(z.minLength(1)).check(z.maxLength(100));

/** One violation as logged. */
export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  source?: string;
  disposition?: string;
}

const clip = (value: string | undefined) => (value ?? '').slice(0, 500);

/** The violations a report body holds, or null when it is neither format. */
export function parseCspReport(contentType: string, raw: string): CspViolation[] | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (contentType === 'application/reports+json') {
    const parsed = reportingApiSchema.safeParse(json);
    if (!parsed.success) return null;
    return parsed.data
      .filter((report) => report.type === 'csp-violation' && report.body)
      .map(({ body, url }) => ({
        directive: clip(body?.effectiveDirective),
        blocked: clip(body?.blockedURL),
        document: clip(body?.documentURL ?? url),
        ...(body?.sourceFile ? { source: `${clip(body.sourceFile)}:${body.lineNumber ?? 0}` } : {}),
        ...(body?.disposition ? { disposition: clip(body.disposition) } : {}),
      }));
  }
  const parsed = legacyReportSchema.safeParse(json);
  if (!parsed.success) return null;
  const report = parsed.data['csp-report'];
  return [
    {
      directive: clip(report['effective-directive'] ?? report['violated-directive']),
      blocked: clip(report['blocked-uri']),
      document: clip(report['document-uri']),
      ...(report['source-file'] ? { source: `${clip(report['source-file'])}:${report['line-number'] ?? 0}` } : {}),
      ...(report.disposition ? { disposition: clip(report.disposition) } : {}),
    },
  ];
}

const CONTENT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/**
 * POST /__csp-report: what browsers send for a violation of the policy (report-uri and report-to). Logged at warn
 * with the directive and the blocked URL, answered 204; a body that is neither format is 400, a larger one than
 * CSP_REPORT_BODY_LIMIT 413. The parsers live in the route's own scope, so no other route accepts these types.
 * With SHOWROOM_TEST_HOOKS=1 the last reports are kept and listed at GET /__test/csp-reports (DELETE forgets them),
 * so the end-to-end suites can check that a crawl caused none.
 */
export async function registerCspReport(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const kept: CspViolation[] | null = env.SHOWROOM_TEST_HOOKS === '1' ? [] : null;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(CONTENT_TYPES, { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_BODY_LIMIT }, async (request, reply) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const violations = typeof request.body === 'string' ? parseCspReport(type, request.body) : null;
      if (!violations) return reply.code(400).send({ error: 'not a CSP report (application/csp-report or application/reports+json)' });
      for (const violation of violations) {
        request.log.warn({ csp: violation }, `[csp] ${violation.directive} blocked ${violation.blocked || '(inline)'} on ${violation.document}`);
        if (kept) {
          kept.push(violation);
          if (kept.length > KEPT_FOR_TESTS) kept.shift();
        }
      }
      return reply.code(204).send();
    });
  });
  if (kept) {
    app.get(CSP_REPORTS_TEST_PATH, async () => ({ reports: kept }));
    app.delete(CSP_REPORTS_TEST_PATH, async (_request, reply) => {
      kept.length = 0;
      return reply.code(204).send();
    });
  }
}
