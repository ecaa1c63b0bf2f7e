import type { BlurbFields, CardListFields, CarModelCardsFields, CarouselFields, ContentBlock, CountdownFields, HeroBannerFields } from '@showroom/contracts';
import { usePage } from '../../shell/page/PageContext';

// A host block's fields are checked against their zod schema once, on the server (./fieldChecks.ts, run by
// server/slots/loadBlocks), and the page state carries what the check gave, by block uid. The browser reads that
// rather than parsing the content again: it is what the server rendered from, in the page it sent, and a page
// that checks nothing in the browser loads no zod (issue 14: 13 kB of the home page). The same holds for a
// remote's props, which the host checks on the server too.

/** What the server's check gives each host block, by componentName; a list's items are those that passed. */
export interface CheckedFields {
  HeroBanner: HeroBannerFields;
  Blurb: BlurbFields;
  CardList: CardListFields;
  CarModelCards: CarModelCardsFields;
  Carousel: CarouselFields;
  Countdown: CountdownFields;
}

export type CheckedBlockName = keyof CheckedFields;

/** Each checked block's fields by uid: null when they failed the check (the block shows its editor note). */
export type BlockFieldsMap = Readonly<Record<string, CheckedFields[CheckedBlockName] | null>>;

/** Where a page finds a block's checked fields: its state's map by uid (tests check them as the server would). */
export type CheckedFieldsOf = (block: ContentBlock) => CheckedFields[CheckedBlockName] | null;

/** The checked fields of a block of this page; null when they failed the check or the server checked none. */
export function useCheckedFields<K extends CheckedBlockName>(name: K, block: ContentBlock): CheckedFields[K] | null {
  const { checkedFields } = usePage();
  if (block.componentName !== name) return null;
  // What FIELD_CHECKS[name] gave for this block on the server (fieldChecks.ts, typed by CheckedFields).
  return checkedFields(block) as CheckedFields[K] | null;
}
