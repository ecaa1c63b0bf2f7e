import * as z from '@showroom/contracts/z';
import { dealerPickedSchema } from './dealerPicker';

// Payloads of the event-bus topics. The bus validates every publish against these in development
// and tests, so a remote that sends the wrong shape fails its own tests, not a visitor's page.

/** What the compare list keeps of a car: enough for the header count, the bar and a link. */
export const compareItemSchema = z.object({
  car_id: z.string().check(z.regex(/^\d{1,12}$/)),
  slug: z.string().check(z.maxLength(200)),
  title: z.string().check(z.maxLength(300)),
  image: z.optional(z.string().check(z.maxLength(2000))),
  price_text: z.optional(z.string().check(z.maxLength(100))),
});
export type CompareItem = z.infer<typeof compareItemSchema>;

export const compareStateSchema = z.array(compareItemSchema).check(z.maxLength(100));
export type CompareState = z.infer<typeof compareStateSchema>;

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

/**
 * Where a remote asks the host to go: a path on this site, or an absolute http(s) URL (which the host
 * still follows only when it is on this origin). Never javascript:, data: or a protocol-relative '//host'.
 */
export const navigateEventSchema = z.object({
  href: z.string().check(z.minLength(1)).check(z.maxLength(4000)).check(z.regex(/^(\/(?![/\\])|https?:\/\/)/i, 'a path on this site (/...) or an http(s) URL')),
  replace: z.optional(z.boolean()),
});
export type NavigateEvent = z.infer<typeof navigateEventSchema>;

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
export const stateTopics = ['compare', 'locale', 'basket'] as const;
export const eventTopics = ['dataLayer', 'navigate', 'dealerPicked'] as const;
/** Topics whose payloads carry URLs: validated even in production, where other topics skip it for speed. */
export const alwaysValidatedTopics = ['navigate'] as const;
export type StateTopic = (typeof stateTopics)[number];
export type EventTopic = (typeof eventTopics)[number];
