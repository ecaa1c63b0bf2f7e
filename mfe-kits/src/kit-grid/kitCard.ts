import { DEFAULT_KIT_CURRENCY, type Kit, type KitCard } from '@showroom/contracts';

/** What the grid asks the kits index for: only what a card shows. */
export const KIT_CARD_FIELDS = ['kitId', 'kitCode', 'name', 'status', 'images', 'retailPrice', 'currency'] as const;

const MAX_ID = 100;
const MAX_TEXT = 300;
const MAX_URL = 2000;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The kit's currency as an ISO code; EUR when it has none or an unreadable one (spec 3, 3.1 and 9). */
export function kitCurrency(currency: string | undefined): string {
  const code = currency?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : DEFAULT_KIT_CURRENCY;
}

/**
 * What a card shows of a kit; null when the kit lacks the id or name a card cannot do without.
 * The first image is the card's picture.
 */
export function toKitCard(kit: Partial<Kit>): KitCard | null {
  const kitId = kit.kitId?.trim();
  const name = kit.name?.trim();
  if (!kitId || kitId.length > MAX_ID || !name) return null;
  const card: KitCard = { kitId, name: clip(name, MAX_TEXT), currency: kitCurrency(kit.currency) };
  if (kit.kitCode) card.kitCode = clip(kit.kitCode, MAX_ID);
  if (kit.status) card.status = clip(kit.status, MAX_ID);
  const image = kit.images?.[0];
  if (image && image.length <= MAX_URL) card.image = image;
  if (typeof kit.retailPrice === 'number' && Number.isFinite(kit.retailPrice) && kit.retailPrice >= 0) card.retailPrice = kit.retailPrice;
  return card;
}

/** Cards for a page of kits, skipping kits that cannot make a card. */
export function toKitCards(kits: readonly Partial<Kit>[]): KitCard[] {
  return kits.flatMap((kit) => {
    const card = toKitCard(kit);
    return card ? [card] : [];
  });
}
