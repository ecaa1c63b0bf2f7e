import { z } from '@showroom/contracts';

// The description of the kits parameters. Browser code runs the hand-written ./kitsParamsCheck instead (issue 14:
// the kits page validates no form, so it loads no zod); kitsParamsCheck.test.ts holds that check to these answers.

/** One parameter's value: trimmed, then 1 to 200 characters. */
export const kitsParamTextSchema = z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(200));

/** packageIds: at most 100 ids, each trimmed, then 1 to 100 characters. */
export const packageIdsSchema = z.array(z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100))).check(z.maxLength(100));

/** Spec 3 §2.1: "Kits parameters stored: user, dealer, unit, auto, transactionId, packageIds." */
export const kitsParamsSchema = z.object({
  user: z.optional(kitsParamTextSchema),
  dealer: z.optional(kitsParamTextSchema),
  unit: z.optional(kitsParamTextSchema),
  auto: z.optional(kitsParamTextSchema),
  transactionId: z.optional(kitsParamTextSchema),
  packageIds: z.optional(packageIdsSchema),
});
export type KitsParams = z.infer<typeof kitsParamsSchema>;
