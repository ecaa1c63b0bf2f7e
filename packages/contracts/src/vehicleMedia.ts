import { z } from '@showroom/contracts';

// Vehicle media (spec 2 "Autos-on-show data"): GET /api/autos-on-show/{regNo}.

/** A registration number as the media service takes it: letters and digits, spaces dropped, upper case. */
export const vehicleMediaRegNoSchema = z.pipe(z.pipe(z.string(), z.transform((value) => value.replace(/\s+/g, '').toUpperCase())), z.string().check(z.regex(/^[A-Z0-9]{2,10}$/, '2 to 10 letters and digits')));

export const vehicleMediaSchema = z.object({
  /** A short looping clip; null without video. */
  videoUrl: z.nullable(z.string()),
  /** Exterior frames in turning order, one every 10 degrees; empty without a 360 view. */
  images360: z.array(z.string()),
  /** Interior frames in turning order; empty without an interior view. */
  internal360: z.array(z.string()),
  hasVideo: z.boolean(),
  has360: z.boolean(),
  hasInternal360: z.boolean(),
});
export type VehicleMedia = z.infer<typeof vehicleMediaSchema>;
