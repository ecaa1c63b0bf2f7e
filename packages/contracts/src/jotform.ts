import { z } from '@showroom/contracts';

// The form-builder upstream (spec 2 section 7 "Form builder"): POST /api/jotform { formId }; the
// site reads content[0].answers, the newest submission's answers keyed by question id.

export const jotformRequestSchema = z.object({ formId: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(40)).check(z.regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')) });
export type JotformRequest = z.infer<typeof jotformRequestSchema>;

/** An answer: text, a list (checkboxes) or named parts (full name, address). */
export const jotformAnswerValueSchema = z.union([z.string(), z.array(z.string()), z.record(z.string(), z.string())]);

export const jotformAnswerSchema = z.object({
  name: z.string(),
  order: z.string(),
  text: z.string(),
  type: z.string(),
  answer: z.optional(jotformAnswerValueSchema),
  prettyFormat: z.optional(z.string()),
});
export type JotformAnswer = z.infer<typeof jotformAnswerSchema>;

export const jotformSubmissionSchema = z.object({
  id: z.string(),
  form_id: z.string(),
  created_at: z.string(),
  status: z.string(),
  answers: z.record(z.string(), jotformAnswerSchema),
});
export type JotformSubmission = z.infer<typeof jotformSubmissionSchema>;

export const jotformResponseSchema = z.object({
  responseCode: z.number().check(z.int()),
  message: z.string(),
  content: z.array(jotformSubmissionSchema),
});
export type JotformResponse = z.infer<typeof jotformResponseSchema>;

/** The error body (unknown form). */
export const jotformErrorSchema = z.object({ responseCode: z.number().check(z.int()), message: z.string() });
