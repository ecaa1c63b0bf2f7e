import { checkFailure, type PayloadCheck } from './payloadCheck';

// A car's registration as the media service takes it, checked without zod: a stand-in for ../vehicleMedia's
// vehicleMediaRegNoSchema for the car detail's first render (which parses nothing else), held to its answers by its test.

const REG_NO = /^[A-Z0-9]{2,10}$/;

/** The registration normalised as vehicleMediaRegNoSchema does (spaces dropped, upper case), when it can be one. */
export const vehicleMediaRegNoCheck: PayloadCheck<string> = {
  safeParse(value) {
    if (typeof value !== 'string') return checkFailure('', 'expected a text');
    const normalised = value.replace(/\s+/g, '').toUpperCase();
    return REG_NO.test(normalised) ? { success: true, data: normalised } : checkFailure('', '2 to 10 letters and digits');
  },
};
