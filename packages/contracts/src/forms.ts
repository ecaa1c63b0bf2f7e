import { z } from 'zod';

const formValueSchema = z.union([z.string().max(5000), z.boolean(), z.array(z.string().max(500)).max(50)]);

/** A form submission to comhub (spec 2 contact form, spec 3 3.3/3.4). */
export const comhubSubmissionSchema = z.object({
  formName: z.string().min(1).max(200),
  formSubmissionId: z.uuid(),
  values: z
    .record(z.string().min(1).max(100), formValueSchema)
    .refine((values) => Object.keys(values).length <= 100, 'at most 100 values'),
});
export type ComhubSubmission = z.infer<typeof comhubSubmissionSchema>;

export const comhubAcceptedSchema = z.object({ id: z.string() });
export type ComhubAccepted = z.infer<typeof comhubAcceptedSchema>;

/** A stored submission as the sandbox lists it. */
export const storedSubmissionSchema = comhubSubmissionSchema.extend({
  id: z.string(),
  receivedAt: z.string(),
});
export type StoredSubmission = z.infer<typeof storedSubmissionSchema>;
