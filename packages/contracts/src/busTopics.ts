import * as z from '@showroom/contracts/z';
import { compareStateSchema, navigateEventSchema } from './bus';
import { dealerPickedSchema } from './dealerPicker';

// The payloads of every event-bus topic. The bus checks every publish against these in development and
// tests, so a remote that sends the wrong shape fails its own tests, not a visitor's page; in production
// it checks only ./bus's alwaysValidatedBusTopics, and nothing in a production bundle refers to this
// module's values (only to its types), so they stay out of the page's JavaScript.

export const localeStateSchema = z.object({
  site: z.string().check(z.minLength(1)).check(z.maxLength(40)),
  language: z.string().check(z.minLength(2)).check(z.maxLength(5)),
  currency: z.string().check(z.length(3)),
});
export type LocaleState = z.infer<typeof localeStateSchema>;

export const basketStateSchema = z.array(z.object({ kitId: z.string().check(z.minLength(1)).check(z.maxLength(100)), name: z.string().check(z.maxLength(300)) })).check(z.maxLength(500));
export type BasketState = z.infer<typeof basketStateSchema>;

/** One analytics push; `event` is required, the rest is free-form but bounded. */
export const dataLayerEventSchema = z.catchall(z.object({ event: z.string().check(z.minLength(1)).check(z.maxLength(100)) }), z.union([z.string().check(z.maxLength(2000)), z.number(), z.boolean(), z.null(), z.array(z.string().check(z.maxLength(500))).check(z.maxLength(100))]));
export type DataLayerEvent = z.infer<typeof dataLayerEventSchema>;

/** Topic name -> payload schema; the bus is typed from this map. */
export const busTopics = {
  compare: compareStateSchema,
  locale: localeStateSchema,
  basket: basketStateSchema,
  dataLayer: dataLayerEventSchema,
  navigate: navigateEventSchema,
  /** A visitor picked a site in the dealer picker (mfe-dealers); the workshop form reads it. */
  dealerPicked: dealerPickedSchema,
} as const;
export type BusTopics = { [K in keyof typeof busTopics]: z.infer<(typeof busTopics)[K]> };
