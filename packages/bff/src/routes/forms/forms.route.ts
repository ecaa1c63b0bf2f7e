import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { ShowroomApi } from '@showroom/contracts';
import { formsRoutes } from '@showroom/contracts/bff-routes';
import { isCarLeadForm, leadValuesSchemaFor, WORKSHOP_FORM_NAME } from '@showroom/contracts/lead-forms';
import { parseOr400 } from '../badRequest';
import { sendUpstreamFailure } from '../passThrough';
import { FORM_BODY_LIMIT } from '../formBodyLimit';
import { serve } from '../servedRoute';
import { LeadStoreUnavailable, type Leads } from '../../leads/leadService';
import { resolveLeadRecipient, type LeadRecipientResult } from './leadRecipient';
import { resolveWorkshopRecipient, type WorkshopRecipientResult } from './workshopRecipient';

/** Parses a form's values with its own schema, or answers 400 naming the field ("values.customerEmail: ..."). */
function valuesOr400(reply: FastifyReply, schema: z.ZodMiniType<Record<string, unknown>>, values: unknown): Record<string, unknown> | undefined {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  void reply.code(400).send({ error: `invalid request: ${['values', ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'malformed values'}` });
  return undefined;
}

/**
 * POST /api/forms/comhub: validates a lead with its form's own schema, stores it, and answers 202 { id }:
 * a stored lead is what "taken" means (spec 3 §4.3); the delivery worker hands it to comhub, retrying as
 * long as it takes. A car lead's recipient (toName, toEmail) is looked up here from its car; the browser
 * cannot set one, and a lead whose recipient cannot be found is refused (422) and logged (spec 2 §8). A
 * workshop booking's siteEmail must be a workshop's own (the picker's choice), or the motorcycle dealer's.
 * 503 when the store cannot take the lead: the browser shows its error line.
 */
export function formsRoute(app: FastifyInstance, leads: Leads, api: ShowroomApi): void {
  serve(app, formsRoutes.comhub, handleLead, { bodyLimit: FORM_BODY_LIMIT });

  async function handleLead(request: FastifyRequest, reply: FastifyReply) {
    const body = parseOr400(reply, formsRoutes.comhub.body, request.body);
    if (!body) return reply;
    const { lead, formName, formSubmissionId } = body;
    const schema = leadValuesSchemaFor(formName);
    if (!schema) return reply.code(400).send({ error: 'invalid request: formName: not a lead form this site takes' });
    const parsedValues = valuesOr400(reply, schema, body.values);
    if (!parsedValues) return reply;
    const carLead = isCarLeadForm(formName);
    if (carLead && !lead) return reply.code(400).send({ error: 'lead: a car lead names its car (site, carId)' });
    if (!carLead && lead) return reply.code(400).send({ error: 'lead: only a car lead names a car' });
    let values = parsedValues;
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
      values = { ...values, toName: recipient.toName, toEmail: recipient.toEmail };
    }
    if (formName === WORKSHOP_FORM_NAME) {
      let workshop: WorkshopRecipientResult;
      try {
        workshop = await resolveWorkshopRecipient(api, { typeMC: values.typeMC === true, siteEmail: String(values.siteEmail) });
      } catch (error) {
        return sendUpstreamFailure(reply, error);
      }
      if (!workshop.ok) {
        request.log.warn({ formName, formSubmissionId, detail: workshop.detail }, 'workshop booking refused: not a workshop');
        return reply.code(422).send({ error: 'This booking cannot be delivered', reason: 'unknownWorkshop' });
      }
      values = { ...values, siteName: workshop.siteName, siteEmail: workshop.siteEmail };
    }
    try {
      await leads.submit({ formName, formSubmissionId, values });
    } catch (error) {
      if (!(error instanceof LeadStoreUnavailable)) throw error;
      // The cause may quote what the database was given: the log names the lead, not its contents.
      request.log.error({ formName, formSubmissionId }, 'lead not stored: the store is not available');
      return reply.code(503).send({ error: 'The lead could not be stored right now; please try again' });
    }
    request.log.info({ formName, formSubmissionId }, 'lead stored');
    return reply.code(202).send({ id: formSubmissionId });
  }
}
