import * as z from '@showroom/contracts/z';
import { contentLinkSchema } from '../navigation';

/** The stories teaser: title, the 3 latest stories' datasource and a show-more link to the index. */
export const storiesTeaserFieldsSchema = z.object({
  Title: z.string(),
  Datasource: z.string(),
  Count: z.number().check(z.int()).check(z.positive()),
  Link: contentLinkSchema,
});
export type StoriesTeaserFields = z.infer<typeof storiesTeaserFieldsSchema>;
