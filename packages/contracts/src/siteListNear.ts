import * as z from '@showroom/contracts/z';
import { NEAR_PATTERN, roundNear } from './nearPoint';

export { formatNear, NEAR_DECIMALS, parseNear, roundNear, type NearPoint } from './nearPoint';

/** The near parameter: "lat,lng" in degrees, latitude -90..90, longitude -180..180; rounded to NEAR_DECIMALS. */
export const nearParamSchema = z.pipe(z.pipe(z.string().check(z.trim()).check(z.regex(NEAR_PATTERN, 'near is "latitude,longitude" in decimal degrees')), z.transform((text) => {
    const [lat, lng] = text.split(',').map(Number) as [number, number];
    return { lat, lng };
  })).check(z.refine((point) => point.lat >= -90 && point.lat <= 90, 'near: latitude is between -90 and 90')).check(z.refine((point) => point.lng >= -180 && point.lng <= 180, 'near: longitude is between -180 and 180')), z.transform(roundNear));
