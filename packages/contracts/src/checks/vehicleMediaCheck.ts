import type { VehicleMedia } from '@showroom/contracts/vehicle-media';
import { checkFailure, isPlainRecord, type PayloadCheck, type PayloadCheckResult } from './payloadCheck';

// The car detail page's one network answer on load, checked without zod (issue 14: the page then loads zod only
// with its contact form). Stand-ins for vehicle-media's vehicleMediaRegNoSchema and vehicleMediaSchema, held to the
// same answers by vehicleMediaCheck.test.ts.

const MEDIA_REG_NO = /^[A-Z0-9]{2,10}$/;

/** A registration as vehicleMediaRegNoSchema takes it: white space dropped, upper case, 2 to 10 letters and digits. */
export const vehicleMediaRegNoCheck: PayloadCheck<string> = {
  safeParse(value) {
    if (typeof value !== 'string') return checkFailure('', 'expected a text');
    const normalised = value.replace(/\s+/g, '').toUpperCase();
    return MEDIA_REG_NO.test(normalised) ? { success: true, data: normalised } : checkFailure('', '2 to 10 letters and digits');
  },
};

/** A copy of a list of texts, or null when it is not one (holes count as undefined, as zod reads them). */
function textsOf(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const texts: string[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const text: unknown = value[index];
    if (typeof text !== 'string') return null;
    texts.push(text);
  }
  return texts;
}

/** A car's media as vehicleMediaSchema parses it: its six fields, unknown keys left behind. */
export const vehicleMediaCheck: PayloadCheck<VehicleMedia> = {
  safeParse(value): PayloadCheckResult<VehicleMedia> {
    if (!isPlainRecord(value)) return checkFailure('', 'expected an object');
    const { videoUrl, hasVideo, has360, hasInternal360 } = value;
    if (videoUrl !== null && typeof videoUrl !== 'string') return checkFailure('videoUrl', 'expected a text or null');
    const images360 = textsOf(value.images360);
    if (!images360) return checkFailure('images360', 'expected a list of texts');
    const internal360 = textsOf(value.internal360);
    if (!internal360) return checkFailure('internal360', 'expected a list of texts');
    if (typeof hasVideo !== 'boolean') return checkFailure('hasVideo', 'expected true or false');
    if (typeof has360 !== 'boolean') return checkFailure('has360', 'expected true or false');
    if (typeof hasInternal360 !== 'boolean') return checkFailure('hasInternal360', 'expected true or false');
    return { success: true, data: { videoUrl, images360, internal360, hasVideo, has360, hasInternal360 } };
  },
};
