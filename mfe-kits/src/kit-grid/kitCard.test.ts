import { kitCardSchema } from '@showroom/contracts';
import { kitCurrency, toKitCard, toKitCards } from './kitCard';
import { kitImageSrc } from './kitImage';

describe('kitCurrency', () => {
  it.each([
    [undefined, 'EUR'],
    ['', 'EUR'],
    ['SEK', 'SEK'],
    ['nok', 'NOK'],
    [' GBP ', 'GBP'],
    ['kr', 'EUR'],
    ['SE1', 'EUR'],
  ])('%p -> %s', (input, expected) => {
    expect(kitCurrency(input)).toBe(expected);
  });
});

describe('toKitCard', () => {
  const kit = {
    kitId: '50001',
    catalogueId: 'CAT-3',
    kitCode: 'K50001',
    name: 'Takbox 420 l XC60',
    description: 'Takbox anpassad för XC60.',
    status: 'Active',
    images: ['/-/media/kits/50001/1.svg', '/-/media/kits/50001/2.svg'],
    retailPrice: 7490,
    currency: 'SEK',
    kitcategory: 'Transport',
    parts: [],
  };

  it('keeps what the card shows and takes the first image', () => {
    expect(toKitCard(kit)).toEqual({
      kitId: '50001',
      kitCode: 'K50001',
      name: 'Takbox 420 l XC60',
      status: 'Active',
      image: '/-/media/kits/50001/1.svg',
      retailPrice: 7490,
      currency: 'SEK',
    });
  });

  it('defaults a missing currency to EUR', () => {
    const { currency: _dropped, ...withoutCurrency } = kit;
    expect(toKitCard(withoutCurrency)?.currency).toBe('EUR');
  });

  it('leaves out an image, price, status and code the kit lacks', () => {
    expect(toKitCard({ kitId: '7', name: 'Gummimattor' })).toEqual({ kitId: '7', name: 'Gummimattor', currency: 'EUR' });
    expect(toKitCard({ kitId: '7', name: 'Gummimattor', images: [] })?.image).toBeUndefined();
  });

  it('skips a kit without id or name', () => {
    expect(toKitCard({ name: 'No id' })).toBeNull();
    expect(toKitCard({ kitId: '8', name: '  ' })).toBeNull();
  });

  it('makes cards that satisfy the props contract, even from oversized upstream text', () => {
    const card = toKitCard({ kitId: '9', name: 'x'.repeat(400), images: [`/${'a'.repeat(2100)}`], retailPrice: 0 });
    expect(card?.name).toHaveLength(300);
    expect(card?.image).toBeUndefined();
    expect(card?.retailPrice).toBe(0);
    expect(kitCardSchema.safeParse(card).success).toBe(true);
  });
});

describe('toKitCards', () => {
  it('maps in order and drops the unusable', () => {
    const cards = toKitCards([{ kitId: '1', name: 'A' }, { name: 'no id' }, { kitId: '2', name: 'B', currency: 'NOK' }]);
    expect(cards.map((c) => [c.kitId, c.currency])).toEqual([
      ['1', 'EUR'],
      ['2', 'NOK'],
    ]);
  });
});

describe('kitImageSrc', () => {
  it('serves root-relative media from the BFF origin on partner pages', () => {
    expect(kitImageSrc('/-/media/kits/1/1.svg', 'https://dealergroup.se')).toBe('https://dealergroup.se/-/media/kits/1/1.svg');
  });
  it('leaves same-origin pages and absolute URLs alone', () => {
    expect(kitImageSrc('/-/media/kits/1/1.svg', '')).toBe('/-/media/kits/1/1.svg');
    expect(kitImageSrc('https://cdn.example/k.png', 'https://dealergroup.se')).toBe('https://cdn.example/k.png');
    expect(kitImageSrc('//cdn.example/k.png', 'https://dealergroup.se')).toBe('//cdn.example/k.png');
  });
});
