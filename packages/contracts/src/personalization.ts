import { z } from 'zod';

// The personalization/analytics page-view event (spec 1 section 7): answered 204, never shown.

export const pageViewEventSchema = z.object({
  channel: z.literal('WEB'),
  currency: z.literal('USD'),
  pageName: z.string().trim().min(1).max(300),
  pageVariantId: z.string().trim().min(1).max(200),
  language: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'a language code such as sv or en-GB'),
});
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

/** A page view as the sandbox stored it. */
export const storedPageViewSchema = pageViewEventSchema.extend({ receivedAt: z.string() });
export type StoredPageView = z.infer<typeof storedPageViewSchema>;
