import type { PageViewEvent } from '../personalization';
import { checkFailure, isPlainRecord, type PayloadCheck } from './payloadCheck';

// The page view a page sends (spec 1 §7), checked before it leaves without zod: a stand-in for
// ../personalization's pageViewEventSchema (which the BFF runs on what arrives), held to its answers by its test.

/** Where a page view goes (the BFF's personalization route). */
export const PAGE_VIEW_PATH = '/api/personalization/pageview';

const LANGUAGE = /^[a-z]{2}(-[A-Za-z]{2})?$/;

/** A text trimmed as zod's trim() does, when 1 to `max` characters remain. */
function trimmedText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= max ? trimmed : undefined;
}

/** The page-view event, as pageViewEventSchema parses it: names trimmed, unknown keys left behind. */
export const pageViewEventCheck: PayloadCheck<PageViewEvent> = {
  safeParse(value) {
    if (!isPlainRecord(value)) return checkFailure('', 'expected an object');
    if (value.channel !== 'WEB') return checkFailure('channel', 'expected WEB');
    if (value.currency !== 'USD') return checkFailure('currency', 'expected USD');
    const pageName = trimmedText(value.pageName, 300);
    if (pageName === undefined) return checkFailure('pageName', 'expected a text of 1 to 300 characters');
    const pageVariantId = trimmedText(value.pageVariantId, 200);
    if (pageVariantId === undefined) return checkFailure('pageVariantId', 'expected a text of 1 to 200 characters');
    const { language } = value;
    if (typeof language !== 'string' || !LANGUAGE.test(language)) return checkFailure('language', 'a language code such as sv or en-GB');
    return { success: true, data: { channel: 'WEB', currency: 'USD', pageName, pageVariantId, language } };
  },
};
