import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { type ComhubSubmission, type ShowroomApi } from '@showroom/contracts';
import { formsRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { passThrough, sendUpstreamFailure } from '../passThrough';
import { serve } from '../servedRoute';
import { resolveLeadRecipient, type LeadRecipientResult } from './leadRecipient';

/** A form whose comhub handler sends the lead on by e-mail: it must say which car it is about. */
const isCarLead = (formName: string) => formName.endsWith('CarDetailForm');

/**
 * POST /api/forms/comhub: validates a form submission and hands it to comhub (202 on success). A car
 * lead's recipient (toName, toEmail) is looked up here from its car; the browser cannot set one, and a
 * lead whose recipient cannot be found is refused (422) and logged (spec 2 §8 "missing department").
 */
export function formsRoute(app: FastifyInstance, comhub: AxiosInstance, api: ShowroomApi): void {
  serve(app, formsRoutes.comhub, async (request, reply) => {
    const body = parseOr400(reply, formsRoutes.comhub.body, request.body);
    if (!body) return reply;
    const { lead, ...submission } = body;
    if (isCarLead(submission.formName) && !lead) return reply.code(400).send({ error: 'lead: a car lead names its car (site, carId)' });
    let upstreamBody: ComhubSubmission = submission;
    if (lead) {
      let recipient: LeadRecipientResult;
      try {
        recipient = await resolveLeadRecipient(api, lead);
      } catch (error) {
        return sendUpstreamFailure(reply, error);
      }
      if (!recipient.ok) {
        request.log.warn({ reason: recipient.reason, detail: recipient.detail }, 'lead refused: no recipient');
        return reply.code(422).send({ error: 'This lead cannot be delivered', reason: recipient.reason });
      }
      upstreamBody = { ...submission, values: { ...submission.values, toName: recipient.toName, toEmail: recipient.toEmail } };
    }
    return passThrough(reply, () => comhub.post('/api/forms', upstreamBody));
  });
}
