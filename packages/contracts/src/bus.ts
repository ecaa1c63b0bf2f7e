import { z } from 'zod';
import { dealerPickedSchema } from './dealerPicker';

// Payloads of the event-bus topics. The bus validates every publish against these in development
// and tests, so a remote that sends the wrong shape fails its own tests, not a visitor's page.

/** What the compare list keeps of a car: enough for the header count, the bar and a link. */
export const compareItemSchema = z.object({
  car_id: z.string().regex(/^\d{1,12}$/),
  slug: z.string().max(200),
  title: z.string().max(300),
  image: z.string().max(2000).optional(),
  price_text: z.string().max(100).optional(),
});
export type CompareItem = z.infer<typeof compareItemSchema>;

export const compareStateSchema = z.array(compareItemSchema).max(100);
export type CompareState = z.infer<typeof compareStateSchema>;

export const localeStateSchema = z.object({
  site: z.string().min(1).max(40),
  language: z.string().min(2).max(5),
  currency: z.string().length(3),
});
export type LocaleState = z.infer<typeof localeStateSchema>;

export const basketStateSchema = z.array(z.object({ kitId: z.string().min(1).max(100), name: z.string().max(300) })).max(500);
export type BasketState = z.infer<typeof basketStateSchema>;

/** One analytics push; `event` is required, the rest is free-form but bounded. */
export const dataLayerEventSchema = z
  .object({ event: z.string().min(1).max(100) })
  .catchall(z.union([z.string().max(2000), z.number(), z.boolean(), z.null(), z.array(z.string().max(500)).max(100)]));
export type DataLayerEvent = z.infer<typeof dataLayerEventSchema>;

/**
 * Where a remote asks the host to go: a path on this site, or an absolute http(s) URL (which the host
 * still follows only when it is on this origin). Never javascript:, data: or a protocol-relative '//host'.
 */
export const navigateEventSchema = z.object({
  href: z
    .string()
    .min(1)
    .max(4000)
    .regex(/^(\/(?![/\\])|https?:\/\/)/i, 'a path on this site (/...) or an http(s) URL'),
  replace: z.boolean().optional(),
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
