import * as z from '@showroom/contracts/z';
import { siteCodeSchema } from './market';

const formValueSchema = z.union([z.string().check(z.maxLength(5000)), z.boolean(), z.array(z.string().check(z.maxLength(500))).check(z.maxLength(50))]);

/** A form submission to comhub (spec 2 contact form, spec 3 3.3/3.4). */
export const comhubSubmissionSchema = z.object({
  formName: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  formSubmissionId: z.uuid(),
  values: z.record(z.string().check(z.minLength(1)).check(z.maxLength(100)), formValueSchema).check(z.refine((values) => Object.keys(values).length <= 100, 'at most 100 values')),
});
export type ComhubSubmission = z.infer<typeof comhubSubmissionSchema>;

export const comhubAcceptedSchema = z.object({ id: z.string() });
export type ComhubAccepted = z.infer<typeof comhubAcceptedSchema>;

/** A stored submission as the sandbox lists it. */
export const storedSubmissionSchema = z.extend(comhubSubmissionSchema, {
  id: z.string(),
  receivedAt: z.string(),
});
export type StoredSubmission = z.infer<typeof storedSubmissionSchema>;

/** Values the server alone sets: the browser never chooses where a lead goes (issue 12). */
export const SERVER_SET_FORM_VALUES = ['toName', 'toEmail'] as const;

/** The car a lead is about: the BFF finds its recipient from this (the car's site, or the chosen seller of a sample car). */
export const leadSubjectSchema = z.object({
  site: siteCodeSchema,
  carId: z.string().check(z.regex(/^\d{1,20}$/, 'a car id is digits')),
  /** The seller site the visitor chose (sample cars only). */
  sellerId: z.optional(z.string().check(z.minLength(1)).check(z.maxLength(50))),
});
export type LeadSubject = z.infer<typeof leadSubjectSchema>;

/** What the browser posts to /api/forms/comhub: a comhub submission without a recipient, plus the lead's car when it has one. */
export const formRequestSchema = z.extend(comhubSubmissionSchema, { lead: z.optional(leadSubjectSchema) }).check(z.refine((request) => SERVER_SET_FORM_VALUES.every((key) => !(key in request.values)), {
    message: `${SERVER_SET_FORM_VALUES.join(' and ')} are set by the server, not the form`,
    path: ['values'],
  }));
export type FormRequest = z.infer<typeof formRequestSchema>;
