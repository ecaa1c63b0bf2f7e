import type { CompareItem, CompareState, NavigateEvent } from '../bus';
import { checkFailure, checkListOf, isPlainRecord, isStringUpTo, type PayloadCheck, type PayloadCheckResult } from './payloadCheck';

// The bus payloads a production page checks or reads back, without zod: navigate (it carries URLs, so every
// publish is checked) and the compare list (read back from the browser's storage). Stand-ins for ../bus's
// navigateEventSchema and compareStateSchema, held to the same answers by busChecks.test.ts.

const CAR_ID = /^\d{1,12}$/;
const NAVIGABLE_HREF = /^(\/(?![/\\])|https?:\/\/)/i;

/** A compare item as compareItemSchema parses it: its five fields, unknown keys left behind. */
function compareItemOf(value: unknown, path: string): PayloadCheckResult<CompareItem> {
  if (!isPlainRecord(value)) return checkFailure(path, 'expected an object');
  const { car_id, slug, title, image, price_text } = value;
  if (typeof car_id !== 'string' || !CAR_ID.test(car_id)) return checkFailure(`${path}.car_id`, 'expected 1 to 12 digits');
  if (!isStringUpTo(slug, 200)) return checkFailure(`${path}.slug`, 'expected a text of at most 200 characters');
  if (!isStringUpTo(title, 300)) return checkFailure(`${path}.title`, 'expected a text of at most 300 characters');
  if (image !== undefined && !isStringUpTo(image, 2000)) return checkFailure(`${path}.image`, 'expected a text of at most 2000 characters');
  if (price_text !== undefined && !isStringUpTo(price_text, 100)) return checkFailure(`${path}.price_text`, 'expected a text of at most 100 characters');
  const item: CompareItem = { car_id, slug, title };
  if ('image' in value) item.image = image;
  if ('price_text' in value) item.price_text = price_text;
  return { success: true, data: item };
}

/** The compare list, as compareStateSchema checks it: at most 100 cars. */
export const compareStateCheck: PayloadCheck<CompareState> = { safeParse: (value) => checkListOf(value, 100, 'cars', compareItemOf) };

/** Where a remote asks the host to go, as navigateEventSchema checks it: a path on this site or an http(s) URL. */
export const navigateEventCheck: PayloadCheck<NavigateEvent> = {
  safeParse(value) {
    if (!isPlainRecord(value)) return checkFailure('', 'expected an object');
    const { href, replace } = value;
    if (typeof href !== 'string' || href.length < 1 || href.length > 4000) return checkFailure('href', 'expected a text of 1 to 4000 characters');
    if (!NAVIGABLE_HREF.test(href)) return checkFailure('href', 'a path on this site (/...) or an http(s) URL');
    if (replace !== undefined && typeof replace !== 'boolean') return checkFailure('replace', 'expected true or false');
    return { success: true, data: 'replace' in value ? { href, replace } : { href } };
  },
};

export const stateTopics = ['compare', 'locale', 'basket'] as const;
export const eventTopics = ['dataLayer', 'navigate', 'dealerPicked'] as const;
export type StateTopic = (typeof stateTopics)[number];
export type EventTopic = (typeof eventTopics)[number];

/**
 * The checks of the topics whose payloads carry URLs: run even in production, where the other topics skip the
 * check for speed and their schemas (../busTopics) stay out of the page's JavaScript.
 */
export const alwaysValidatedBusTopics = { navigate: navigateEventCheck } as const;
