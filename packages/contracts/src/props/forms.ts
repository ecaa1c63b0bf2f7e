import { z } from 'zod';
import { remoteBasePropsSchema } from './base';

export const sellCarFormPropsSchema = remoteBasePropsSchema.extend({
  variant: z.enum(['short']).default('short'),
});
export type SellCarFormProps = z.infer<typeof sellCarFormPropsSchema>;
