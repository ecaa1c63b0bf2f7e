import * as z from '@showroom/contracts/z';

// Payloads of the event-bus topics a production page checks or reads: the compare list (kept in the
// browser's storage and read back) and navigate (it carries URLs). A production page runs the hand-written
// checks of ./checks/busChecks in their place, held to these schemas' answers by its test, so it loads no zod.
// The others, and the map of every topic the bus checks in development and tests, are in ./busTopics.

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

/**
 * Where a remote asks the host to go: a path on this site, or an absolute http(s) URL (which the host
 * still follows only when it is on this origin). Never javascript:, data: or a protocol-relative '//host'.
 */
export const navigateEventSchema = z.object({
  href: z.string().check(z.minLength(1)).check(z.maxLength(4000)).check(z.regex(/^(\/(?![/\\])|https?:\/\/)/i, 'a path on this site (/...) or an http(s) URL')),
  replace: z.optional(z.boolean()),
});
export type NavigateEvent = z.infer<typeof navigateEventSchema>;

// The topic lists and the checks a production page runs without zod are in ./checks/busChecks.
