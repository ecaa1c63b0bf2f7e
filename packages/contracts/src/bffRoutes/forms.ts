import { comhubAcceptedSchema, formRequestSchema } from '@showroom/contracts';
import { jotformRequestSchema, jotformResponseSchema } from '@showroom/contracts/jotform';
import { bffRoute } from './bffRoute';

/** Forms: comhub takes submissions, the form builder shows them. */
export const formsRoutes = {
  /** A form submission for comhub: 202 { id } when taken (spec 3 §4.3), 422 for a lead without a recipient. */
  comhub: bffRoute({ method: 'POST', path: '/api/forms/comhub', body: formRequestSchema, response: comhubAcceptedSchema }),
  /** A form-builder form's submissions, cut to the questions the requesting site shows. */
  jotform: bffRoute({ method: 'POST', path: '/api/jotform', body: jotformRequestSchema, response: jotformResponseSchema }),
};
