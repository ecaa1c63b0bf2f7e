import axios from 'axios';
import type { FormRequest } from '@showroom/contracts';

/** Posts a form to the BFF; true only on 202 (spec 3, 4.3: any other status or a failure is false). */
export async function postComhubForm(apiBase: string, submission: FormRequest): Promise<boolean> {
  try {
    const response = await axios.post(`${apiBase}/api/forms/comhub`, submission, { timeout: 15_000, validateStatus: () => true });
    return response.status === 202;
  } catch {
    return false;
  }
}
