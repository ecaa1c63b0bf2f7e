import type { SelectedService } from './flowState';
import { canLeaveServices, clampUnits, lineTotal, offeringCodes, offeringRequests, selectionProblems, totalPrice } from './selection';

const line = (code: string, over: Partial<SelectedService> = {}): SelectedService => ({
  code,
  name: code,
  price: 100,
  priceKnown: true,
  priceDiscount: 0,
  category: 'Service',
  type: 'service',
  units: null,
  unitAbbreviation: null,
  userInput: null,
  ...over,
});

describe('lineTotal', () => {
  it('is the price, or the price times the units chosen', () => {
    expect(lineTotal(line('oil', { price: 1495 }))).toBe(1495);
    // 4 wiper blades at 249 kr: 4 * 249 = 996.
    expect(lineTotal(line('wipers', { price: 249, units: 4, unitAbbreviation: 'st' }))).toBe(996);
    // 2.5 hours is never chosen (whole steps), but 3 * 895 = 2685.
    expect(lineTotal(line('labour', { price: 895, units: 3 }))).toBe(2685);
  });

  it('is unknown when the price is set only at the workshop', () => {
    expect(lineTotal(line('diag', { price: null, priceKnown: false }))).toBeNull();
    expect(lineTotal(line('diag', { price: 500, priceKnown: false }))).toBeNull();
  });
});

describe('totalPrice', () => {
  it('adds the known lines and says whether some price is unknown', () => {
    // 1495 + 4 * 249 + 450 = 1495 + 996 + 450 = 2941; the diagnosis has no price.
    const services = {
      oil: line('oil', { price: 1495 }),
      wipers: line('wipers', { price: 249, units: 4 }),
      wash: line('wash', { price: 450, type: 'addon' }),
      diag: line('diag', { price: null, priceKnown: false }),
    };
    expect(totalPrice(services)).toEqual({ total: 2941, someUnknown: true });
    expect(totalPrice({})).toEqual({ total: 0, someUnknown: false });
  });
});

describe('clampUnits', () => {
  it('keeps whole units from minimum to maximum', () => {
    const range = { minimum: 1, maximum: 4 };
    expect([0, 1, 2.9, 4, 5, Number.NaN].map((units) => clampUnits(units, range))).toEqual([1, 1, 2, 4, 4, 1]);
  });
});

describe('selectionProblems and canLeaveServices', () => {
  it('wants a message for a user-input offering and a mileage above 0 for originalservice', () => {
    const services = { describe: line('describe', { userInput: '  ' }), originalservice: line('originalservice') };
    expect(selectionProblems({ services, milage: null })).toEqual([
      { code: 'describe', problem: 'message' },
      { code: 'originalservice', problem: 'mileage' },
    ]);
    expect(selectionProblems({ services, milage: 0 })).toHaveLength(2);
    expect(selectionProblems({ services: { ...services, describe: line('describe', { userInput: 'Knackar' }) }, milage: 1200 })).toEqual([]);
  });

  it('needs at least one service (add-ons alone are not a booking)', () => {
    expect(canLeaveServices({ services: {}, milage: null })).toBe(false);
    expect(canLeaveServices({ services: { wash: line('wash', { type: 'addon' }) }, milage: null })).toBe(false);
    expect(canLeaveServices({ services: { oil: line('oil') }, milage: null })).toBe(true);
  });
});

describe('what goes upstream', () => {
  it('lists services before add-ons, with units and messages as the booking POST wants them', () => {
    const services = {
      wash: line('wash', { type: 'addon' }),
      wipers: line('wipers', { units: 2 }),
      describe: line('describe', { userInput: 'Knackar vänster fram' }),
    };
    expect(offeringCodes(services)).toEqual(['wipers', 'describe', 'wash']);
    expect(offeringRequests(services)).toEqual([
      { kobraId: 'wipers', unitsSelected: 2, userInput: null },
      { kobraId: 'describe', unitsSelected: null, userInput: 'Knackar vänster fram' },
      { kobraId: 'wash', unitsSelected: null, userInput: null },
    ]);
  });
});
