import * as z from '@showroom/contracts/z';

// The personalization/analytics page-view event (spec 1 section 7): answered 204, never shown.

export const pageViewEventSchema = z.object({
  channel: z.literal('WEB'),
  currency: z.literal('USD'),
  pageName: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(300)),
  pageVariantId: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(200)),
  language: z.string().check(z.regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'a language code such as sv or en-GB')),
});
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

/** A page view as the sandbox stored it. */
export const storedPageViewSchema = z.extend(pageViewEventSchema, { receivedAt: z.string() });
export type StoredPageView = z.infer<typeof storedPageViewSchema>;
