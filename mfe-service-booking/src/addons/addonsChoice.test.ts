import { bookingReducer } from '../flow/bookingMachine';
import { STEP, type BookingStore } from '../flow/flowState';
import { ADDON_CATEGORIES, atAddons } from '../services/offeringFixtures';
import { addonsWayOn } from './addonsChoice';

const [wash, accessories] = ADDON_CATEGORIES;
const toggle = (state: BookingStore, category = wash!, index = 0) => bookingReducer(state, { type: 'toggleOffering', offering: category.offerings[index]!, category, kind: 'addon' });
const addonCodes = (state: BookingStore) => Object.values(state.services).filter((s) => s.type === 'addon').map((s) => s.code);

describe('a single-choice category (through the reducer)', () => {
  it('choosing one removes the others', () => {
    const one = toggle(atAddons(), wash, 0);
    expect(addonCodes(one)).toEqual(['wash-exterior']);
    const other = toggle(one, wash, 1);
    expect(addonCodes(other)).toEqual(['wash-interior']);
  });

  it('choosing the chosen one again deselects it', () => {
    expect(addonCodes(toggle(toggle(atAddons(), wash, 2), wash, 2))).toEqual([]);
  });

  it('leaves other categories and the services alone', () => {
    const state = toggle(toggle(toggle(atAddons(), accessories, 0), wash, 0), wash, 1);
    expect(addonCodes(state).sort()).toEqual(['wash-interior', 'wiper-blades']);
    expect(state.services['brakes-front']).toBeDefined();
  });
});

describe('unit offerings (through the reducer)', () => {
  it('start at the minimum and keep whole amounts within the range', () => {
    const chosen = toggle(atAddons(), accessories, 0);
    const wipers = accessories!.offerings[0]!;
    expect(chosen.services['wiper-blades']!.units).toBe(1);
    expect(bookingReducer(chosen, { type: 'setUnits', offering: wipers, units: 3 }).services['wiper-blades']!.units).toBe(3);
    expect(bookingReducer(chosen, { type: 'setUnits', offering: wipers, units: 9 }).services['wiper-blades']!.units).toBe(3);
    expect(bookingReducer(chosen, { type: 'setUnits', offering: wipers, units: 2.7 }).services['wiper-blades']!.units).toBe(2);
  });
});

describe('the way on from the add-ons step', () => {
  it('is "without" with none chosen, and the reducer takes only that one', () => {
    const state = atAddons();
    expect(addonsWayOn(state.services)).toEqual({ withAddons: false });
    expect(bookingReducer(state, { type: 'addonsDone', withAddons: true })).toBe(state);
    const on = bookingReducer(state, { type: 'addonsDone', withAddons: false });
    expect(on).toMatchObject({ displayState: STEP.workshop, bookingInfo: { addons: false } });
  });

  it('is "with" with one chosen, and the reducer takes only that one', () => {
    const state = toggle(atAddons());
    expect(addonsWayOn(state.services)).toEqual({ withAddons: true });
    expect(bookingReducer(state, { type: 'addonsDone', withAddons: false })).toBe(state);
    expect(bookingReducer(state, { type: 'addonsDone', withAddons: true })).toMatchObject({ displayState: STEP.workshop, bookingInfo: { addons: true } });
  });

  it('counts services as no add-ons', () => {
    expect(Object.keys(atAddons().services)).toEqual(['brakes-front']);
    expect(addonsWayOn(atAddons().services)).toEqual({ withAddons: false });
  });
});
