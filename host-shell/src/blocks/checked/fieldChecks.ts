import {
  blurbFieldsSchema,
  cardFieldsSchema,
  cardListFieldsSchema,
  carModelCardFieldsSchema,
  carModelCardsFieldsSchema,
  carouselFieldsSchema,
  countdownFieldsSchema,
  heroBannerFieldsSchema,
  slideFieldsSchema,
  z,
  type ContentBlock,
} from '@showroom/contracts';
import { parseBlockFields, parseItems } from '../parseFields';
import type { BlockFieldsMap, CheckedBlockName, CheckedFields } from './checkedFields';

// Server code: the zod checks of the host blocks' fields, run once per page by server/slots/loadBlocks. The browser
// reads their answers from the page state (./checkedFields.ts) and never loads this module.

// A list's items are checked one by one, so one bad card or slide does not take the list down.
const cardList = z.extend(cardListFieldsSchema, { Cards: z.array(z.unknown()) });
const carModelCards = z.extend(carModelCardsFieldsSchema, { Cards: z.array(z.unknown()) });
const carousel = z.extend(carouselFieldsSchema, { Slides: z.array(z.unknown()) });
const where = (block: ContentBlock) => `${block.componentName} ${block.uid}`;

const FIELD_CHECKS: { readonly [K in CheckedBlockName]: (block: ContentBlock) => CheckedFields[K] | null } = {
  HeroBanner: (block) => parseBlockFields(heroBannerFieldsSchema, block),
  Blurb: (block) => parseBlockFields(blurbFieldsSchema, block),
  CardList: (block) => {
    const list = parseBlockFields(cardList, block);
    return list && { ...list, Cards: parseItems(cardFieldsSchema, list.Cards, where(block)) };
  },
  CarModelCards: (block) => {
    const list = parseBlockFields(carModelCards, block);
    return list && { ...list, Cards: parseItems(carModelCardFieldsSchema, list.Cards, where(block)) };
  },
  Carousel: (block) => {
    const fields = parseBlockFields(carousel, block);
    return fields && { ...fields, Slides: parseItems(slideFieldsSchema, fields.Slides, where(block)) };
  },
  Countdown: (block) => parseBlockFields(countdownFieldsSchema, block),
};

const isChecked = (name: string): name is CheckedBlockName => Object.hasOwn(FIELD_CHECKS, name);

/** The checked fields of the page's host blocks by uid (null where they fail); blocks the host does not check are left out. */
export function checkBlockFields(blocks: readonly ContentBlock[]): BlockFieldsMap {
  const checked: Record<string, CheckedFields[CheckedBlockName] | null> = {};
  for (const block of blocks) if (isChecked(block.componentName)) checked[block.uid] = FIELD_CHECKS[block.componentName](block);
  return checked;
}
