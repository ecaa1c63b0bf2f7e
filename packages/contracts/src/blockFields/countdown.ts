import * as z from '@showroom/contracts/z';
import { contentLinkSchema } from '../navigation';

/** A countdown to TargetDate; Days..Seconds are what remained at the content clock. */
export const countdownFieldsSchema = z.object({
  Title: z.string(),
  TargetDate: z.iso.datetime(),
  Days: z.number().check(z.int()).check(z.nonnegative()),
  Hours: z.number().check(z.int()).check(z.gte(0)).check(z.lte(23)),
  Minutes: z.number().check(z.int()).check(z.gte(0)).check(z.lte(59)),
  Seconds: z.number().check(z.int()).check(z.gte(0)).check(z.lte(59)),
  Link: z.nullish(contentLinkSchema),
});
export type CountdownFields = z.infer<typeof countdownFieldsSchema>;
