import { type FormRequest } from '@showroom/contracts';
import { formsRoutes } from '@showroom/contracts/bff-routes';
import { askBff } from './bff/callBff';

/**
 * Posts a form to the BFF; true only on 202 (spec 3, 4.3: any other status or a failure is false). 202 means
 * the BFF has stored the lead and will deliver it to comhub itself, however long comhub is down; anything
 * else (400 bad input, 422 no recipient, 503 the store could not take it) means it has not got it.
 */
export async function postComhubForm(apiBase: string, submission: FormRequest): Promise<boolean> {
  try {
    const answer = await askBff(formsRoutes.comhub, { body: submission }, { apiBase, timeout: 15_000 });
    return answer.ok && answer.status === 202;
  } catch {
    return false;
  }
}
