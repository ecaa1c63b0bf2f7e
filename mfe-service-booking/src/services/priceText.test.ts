import { createTranslator } from '@showroom/i18n';
import type { SelectedService } from '../flow/flowState';
import { selectedFrom } from '../flow/selection';
import { ADDON_CATEGORIES, SERVICE_CATEGORIES } from './offeringFixtures';
import { kronor } from '../flow/kronor';
import { offeringPriceText, totalText, unitTotalText } from './priceText';

// Intl's sv-SE groups thousands with U+00A0 (no-break space), and formatPrice puts one before "kr" too:
// written out here so a plain space would fail.
const NBSP = '\u00a0';
const t = createTranslator('sv');
const [service, repairs] = SERVICE_CATEGORIES;
const [, accessories] = ADDON_CATEGORIES;
const chosen = (categoryIndex: number, offeringIndex: number, kind: SelectedService['type'] = 'addon'): SelectedService => {
  const category = (kind === 'addon' ? ADDON_CATEGORIES : SERVICE_CATEGORIES)[categoryIndex]!;
  return selectedFrom(category.offerings[offeringIndex]!, category, kind);
};

describe('kronor', () => {
  it('writes Swedish kronor with no-break spaces: "1 234 kr"', () => {
    expect(kronor(1234, 'sv')).toBe(`1${NBSP}234${NBSP}kr`);
    expect(kronor(490, 'sv')).toBe(`490${NBSP}kr`);
    expect(kronor(0, 'sv')).toBe(`0${NBSP}kr`);
    expect(kronor(1234567, 'sv')).toBe(`1${NBSP}234${NBSP}567${NBSP}kr`);
  });

  it('keeps "kr" on the English page', () => {
    expect(kronor(1234, 'en')).toBe(`1,234${NBSP}kr`);
  });
});

describe('offeringPriceText', () => {
  it('lists a known price', () => {
    expect(offeringPriceText(t, service!.offerings[0]!)).toBe(`4${NBSP}240${NBSP}kr`);
  });

  it('lists a unit price with its postfix', () => {
    expect(offeringPriceText(t, accessories!.offerings[0]!)).toBe(`440${NBSP}kr/st`);
  });

  it('marks an unknown price with the asterisk, in the offering’s own words or the default', () => {
    expect(offeringPriceText(t, repairs!.offerings[1]!)).toBe('Priset sätts på verkstaden*');
    expect(offeringPriceText(t, { ...repairs!.offerings[1]!, notKnownPriceText: null })).toBe('Pris på verkstaden*');
    expect(offeringPriceText(t, accessories!.offerings[1]!)).toBe('Priset beror på lamptyp*');
  });
});

describe('unitTotalText', () => {
  it('is price times units', () => {
    const wipers = chosen(1, 0);
    expect(unitTotalText(t, wipers)).toBe(`1 st × 440${NBSP}kr = 440${NBSP}kr`);
    // 3 × 440 = 1 320
    expect(unitTotalText(t, { ...wipers, units: 3 })).toBe(`3 st × 440${NBSP}kr = 1${NBSP}320${NBSP}kr`);
  });

  it('is nothing for an offering without units or without a known price', () => {
    expect(unitTotalText(t, chosen(0, 0))).toBeNull();
    expect(unitTotalText(t, chosen(1, 1))).toBeNull();
  });
});

describe('totalText', () => {
  it('sums prices and prices times units', () => {
    // brakes 2 800 + wash 490 + wipers 3 × 440 = 1 320 → 4 610
    const services = { brakes: chosen(1, 0, 'service'), wash: chosen(0, 0), wipers: { ...chosen(1, 0), units: 3 } };
    expect(totalText(t, services)).toBe(`Totalt 4${NBSP}610${NBSP}kr`);
  });

  it('notes prices set at the workshop with the asterisk', () => {
    // brakes 2 800 + troubleshooting (unknown)
    const services = { brakes: chosen(1, 0, 'service'), troubleshooting: chosen(1, 1, 'service') };
    expect(totalText(t, services)).toBe(`Totalt 2${NBSP}800${NBSP}kr + pris som sätts på verkstaden*`);
  });

  it('is 0 kr with nothing chosen', () => {
    expect(totalText(t, {})).toBe(`Totalt 0${NBSP}kr`);
  });
});
