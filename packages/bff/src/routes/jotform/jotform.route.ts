import type { AxiosInstance } from 'axios';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { type JotformResponse } from '@showroom/contracts/jotform';
import { formsRoutes } from '@showroom/contracts/bff-routes';
import { getSite, siteFromHost } from '@showroom/sites';
import { parseOr400 } from '../badRequest';
import { checkedPassThrough } from '../checkedPassThrough';
import { FORM_BODY_LIMIT } from '../formBodyLimit';
import { serve } from '../servedRoute';

/** The answers of each submission cut down to the questions the site shows; everything else stays upstream. */
function onlyShownAnswers(body: JotformResponse, shown: readonly string[]): JotformResponse {
  return {
    ...body,
    content: body.content.map((submission) => ({
      ...submission,
      answers: Object.fromEntries(Object.entries(submission.answers).filter(([, answer]) => shown.includes(answer.name))),
    })),
  };
}

/**
 * POST /api/jotform { formId }: the form's submissions (the site reads content[0].answers), only for a
 * form the requesting site is configured to show and only the questions it shows; 404 for any other
 * form, so the route cannot be used to read names, e-mails and phone numbers people submitted.
 */
export function registerJotformRoutes(app: FastifyInstance, jotform: AxiosInstance): void {
  const route = formsRoutes.jotform;
  const answer: RouteHandlerMethod = async (request, reply) => {
    const body = parseOr400(reply, route.body, request.body);
    if (!body) return reply;
    const site = siteFromHost(request.headers.host);
    const shown = site ? getSite(site).jotformForms?.[body.formId] : undefined;
    if (!shown) return reply.code(404).send({ error: `No form ${body.formId} on this site` });
    return checkedPassThrough(reply, 'jotform', route.response, () => jotform.post('', body), (data) => onlyShownAnswers(data, shown));
  };
  serve(app, route, answer, { bodyLimit: FORM_BODY_LIMIT });
}
