import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { badRequest, zodMessage } from '../http';

/** The stand-in provider script's path (the default of mfe-forms' MARKETING_FORM_SCRIPT_URL), outside the API key. */
export const MARKETING_SCRIPT_ROUTE = '/__sandbox/marketing/forms-v2.js';
export const MARKETING_SUBMISSIONS_ROUTE = '/__sandbox/marketing/submissions';
/** Enough for any test run; the oldest go first beyond it. */
const MAX_KEPT = 1000;

export const marketingSubmissionSchema = z.strictObject({
    region: z.string().check(z.maxLength(20)),
    portalId: z.string().check(z.regex(/^\d{1,20}$/)),
    formId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/)),
    values: z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(1000))).check(z.refine((values) => Object.keys(values).length <= 20, 'at most 20 values')),
    pageUrl: z.optional(z.string().check(z.maxLength(2000))),
  });
export type MarketingSubmission = z.infer<typeof marketingSubmissionSchema> & { receivedAt: string };

const SCRIPT = readFileSync(path.join(__dirname, 'standIn.js'), 'utf8');

/**
 * The marketing-form provider's stand-in: its script (window.hbspt.forms.create) and the submissions it sends,
 * kept in memory for tests (GET lists them, newest last; ?formId= filters; DELETE forgets them). Any origin may
 * load the script and post, as the provider's own endpoints allow; the body is text/plain JSON.
 */
export function registerMarketing(app: FastifyInstance, now: () => Date = () => new Date()): void {
  const submissions: MarketingSubmission[] = [];
  app.get(MARKETING_SCRIPT_ROUTE, async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(SCRIPT),
  );
  app.post(MARKETING_SUBMISSIONS_ROUTE, async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body) as unknown;
      } catch {
        return badRequest(reply, 'body: not JSON');
      }
    }
    const parsed = marketingSubmissionSchema.safeParse(body);
    if (!parsed.success) return badRequest(reply, zodMessage(parsed.error));
    submissions.push({ ...parsed.data, receivedAt: now().toISOString() });
    if (submissions.length > MAX_KEPT) submissions.shift();
    return reply.code(204).send();
  });
  app.get<{ Querystring: { formId?: string } }>(MARKETING_SUBMISSIONS_ROUTE, async (request) => {
    const formId = request.query.formId;
    return { submissions: formId ? submissions.filter((s) => s.formId === formId) : submissions };
  });
  app.delete(MARKETING_SUBMISSIONS_ROUTE, async (_request, reply) => {
    submissions.length = 0;
    return reply.code(204).send();
  });
}
