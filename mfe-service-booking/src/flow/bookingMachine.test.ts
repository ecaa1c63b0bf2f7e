import { ORIGINAL_SERVICE_CODE, type ServiceCategory, type ServiceOffering, type WorkshopSite } from '@showroom/contracts/mechmate';
import { bookingReducer, canContinue, coreReducer, initialBookingStore, isStepDone, liftDispatch, stepNumbers, type BookingAction } from './bookingMachine';
import type { BookingStore, ChosenPlace } from './flowState';

const goteborg: ChosenPlace = { name: 'Göteborg', latitude: 57.7089, longitude: 11.9746, placeId: 'se-goteborg', region: 'Västra Götaland' };
const malmo: ChosenPlace = { name: 'Malmö', latitude: 55.605, longitude: 13.0038, placeId: 'se-malmo', region: 'Skåne' };
const volvo = { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true };
const golf = { registrationNumber: 'DEF456', brand: 'Volkswagen', model: 'Golf', buildYear: 2020, hasServiceAgreement: false, isSupported: true };

const ready = (): BookingStore => bookingReducer(bookingReducer(initialBookingStore(), { type: 'setRegistration', value: 'abc 123' }), { type: 'choosePlace', place: goteborg });

describe('step 1', () => {
  it('starts at step 1 of 5 with nothing chosen', () => {
    const state = initialBookingStore();
    expect(stepNumbers(state)).toEqual({ n: 1, max: 5 });
    expect(canContinue(state)).toBe(false);
  });

  it('needs both a registration number and a chosen place to continue', () => {
    const withReg = bookingReducer(initialBookingStore(), { type: 'setRegistration', value: 'abc1' });
    expect(withReg.registrationNumber).toBe('ABC1');
    expect(canContinue(withReg)).toBe(false);
    expect(canContinue(bookingReducer(withReg, { type: 'choosePlace', place: goteborg }))).toBe(true);
    expect(canContinue(bookingReducer(initialBookingStore(), { type: 'choosePlace', place: goteborg }))).toBe(false);
    expect(canContinue(bookingReducer(ready(), { type: 'clearPlace' }))).toBe(false);
  });
});

describe('lookupSucceeded', () => {
  it('stores car, coordinates and region and opens step 2 of 4', () => {
    const state = bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo });
    expect(state).toMatchObject({ car: volvo, lat: 57.7089, lng: 11.9746, region: 'Västra Götaland', bookingState: 2, displayState: 1, maxBookingState: 4 });
    expect(stepNumbers(state)).toEqual({ n: 2, max: 4 });
  });

  it('returns to the current step when neither car nor place changed', () => {
    const looked = { ...bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo }), bookingState: 4 };
    const reopened = bookingReducer(looked, { type: 'openStep', step: 0 });
    expect(reopened.displayState).toBe(0);
    const again = bookingReducer(reopened, { type: 'lookupSucceeded', car: volvo });
    expect(again).toMatchObject({ bookingState: 4, displayState: 3, maxBookingState: 4 });
  });

  it('starts over from the services step when the place changed', () => {
    const looked = { ...bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo }), bookingState: 4 };
    const moved = bookingReducer(bookingReducer(looked, { type: 'choosePlace', place: malmo }), { type: 'lookupSucceeded', car: volvo });
    expect(moved).toMatchObject({ lat: 55.605, region: 'Skåne', bookingState: 2, displayState: 1 });
  });

  it('starts over when the car changed', () => {
    const looked = { ...bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo }), bookingState: 4 };
    expect(bookingReducer(looked, { type: 'lookupSucceeded', car: golf })).toMatchObject({ car: golf, bookingState: 2, displayState: 1 });
  });
});

describe('openStep', () => {
  it('reopens only steps already reached', () => {
    expect(bookingReducer(ready(), { type: 'openStep', step: 1 }).displayState).toBe(0);
    const looked = bookingReducer(ready(), { type: 'lookupSucceeded', car: volvo });
    expect(bookingReducer(looked, { type: 'openStep', step: 0 }).displayState).toBe(0);
    expect(bookingReducer(looked, { type: 'openStep', step: 3 }).displayState).toBe(1);
  });
});


// Offerings shaped as the sandbox's catalogue sends them (packages/contracts mechmate serviceOfferingSchema).
const offering = (code: string, over: Partial<ServiceOffering> = {}): ServiceOffering => ({
  code,
  name: code,
  price: 1000,
  description: '',
  isAvailable: true,
  priceKnown: true,
  notKnownPriceText: null,
  priceDiscount: 0,
  allowUserInput: false,
  unitPrice: null,
  ...over,
});
const oilChange = offering('oil-change', { price: 1495 });
const wiperBlades = offering('wipers', { price: 250, unitPrice: { minimum: 1, maximum: 4, unit: 'styck', unitAbbreviation: 'st', postfix: '/st' } });
const describe80 = offering('troubleshooting', { price: null, priceKnown: false, allowUserInput: true });
const original = offering(ORIGINAL_SERVICE_CODE, { price: 3990 });
const services: ServiceCategory = { name: 'Service', icon: 'wrench', selectionType: null, offerings: [oilChange, wiperBlades, describe80, original] };
const washBasic = offering('wash-basic', { price: 200 });
const washPremium = offering('wash-premium', { price: 450 });
const wash: ServiceCategory = { name: 'Tvätt', icon: 'drop', selectionType: 'single', offerings: [washBasic, washPremium] };
const workshop: WorkshopSite = { departmentId: '001.3', siteId: 's1', siteName: 'Verkstan Göteborg', address: 'Gatan 1, 41101 Göteborg', latitude: 57.7, longitude: 11.97, brands: ['Volvo'], firstTimeSlot: '2026-12-01T08:00:00' };
const slot = { date: '2026-12-01', time: '09:30', isFullDay: false };

const at = (state: BookingStore, ...actions: BookingAction[]) => actions.reduce(bookingReducer, state);
const looked = () => at(ready(), { type: 'lookupSucceeded', car: volvo });
const withOil = () => at(looked(), { type: 'toggleOffering', offering: oilChange, category: services, kind: 'service' });
const atAddons = () => at(withOil(), { type: 'servicesDone' });
const atWorkshop = () => at(atAddons(), { type: 'addonsDone', withAddons: false });
const atContact = () => at(atWorkshop(), { type: 'chooseWorkshop', workshop }, { type: 'chooseTime', slot });

describe('services step', () => {
  it('ticks and unticks an offering, as the catalogue describes it', () => {
    const ticked = withOil();
    expect(ticked.services['oil-change']).toEqual({
      code: 'oil-change', name: 'oil-change', price: 1495, priceKnown: true, priceDiscount: 0, category: 'Service', type: 'service', units: null, unitAbbreviation: null, userInput: null,
    });
    expect(at(ticked, { type: 'toggleOffering', offering: oilChange, category: services, kind: 'service' }).services).toEqual({});
  });

  it('does not tick an unavailable offering', () => {
    const gone = offering('gone', { isAvailable: false });
    expect(at(looked(), { type: 'toggleOffering', offering: gone, category: services, kind: 'service' }).services).toEqual({});
  });

  it('starts a unit offering at its minimum and keeps units whole and in range', () => {
    const ticked = at(looked(), { type: 'toggleOffering', offering: wiperBlades, category: services, kind: 'service' });
    expect(ticked.services.wipers).toMatchObject({ units: 1, unitAbbreviation: 'st' });
    expect(at(ticked, { type: 'setUnits', offering: wiperBlades, units: 3 }).services.wipers?.units).toBe(3);
    expect(at(ticked, { type: 'setUnits', offering: wiperBlades, units: 2.7 }).services.wipers?.units).toBe(2);
    expect(at(ticked, { type: 'setUnits', offering: wiperBlades, units: 9 }).services.wipers?.units).toBe(4);
    expect(at(ticked, { type: 'setUnits', offering: wiperBlades, units: 0 }).services.wipers?.units).toBe(1);
    // Units of an offering that is not ticked change nothing.
    expect(at(looked(), { type: 'setUnits', offering: wiperBlades, units: 3 }).services).toEqual({});
  });

  it('keeps a user-input message to 80 characters and unticks the offering when it is cleared', () => {
    const ticked = at(looked(), { type: 'toggleOffering', offering: describe80, category: services, kind: 'service' });
    expect(ticked.services.troubleshooting?.userInput).toBe('');
    const typed = at(ticked, { type: 'setUserInput', code: 'troubleshooting', text: 'x'.repeat(85) });
    expect(typed.services.troubleshooting?.userInput).toHaveLength(80);
    expect(at(typed, { type: 'setUserInput', code: 'troubleshooting', text: '' }).services.troubleshooting).toBeUndefined();
  });

  it('unticks originalservice when the mileage is cleared, and keeps the mileage whole', () => {
    const ticked = at(looked(), { type: 'toggleOffering', offering: original, category: services, kind: 'service' }, { type: 'setMileage', value: 1234.6 });
    expect(ticked.milage).toBe(1234);
    expect(ticked.services[ORIGINAL_SERVICE_CODE]).toBeDefined();
    const cleared = at(ticked, { type: 'setMileage', value: null });
    expect(cleared.milage).toBeNull();
    expect(cleared.services[ORIGINAL_SERVICE_CODE]).toBeUndefined();
  });

  it('continues to the add-ons only with a bookable selection', () => {
    expect(at(looked(), { type: 'servicesDone' }).displayState).toBe(1);
    const noMessage = at(looked(), { type: 'toggleOffering', offering: describe80, category: services, kind: 'service' });
    expect(at(noMessage, { type: 'servicesDone' }).displayState).toBe(1);
    const noMileage = at(looked(), { type: 'toggleOffering', offering: original, category: services, kind: 'service' });
    expect(at(noMileage, { type: 'servicesDone' }).displayState).toBe(1);
    expect(at(noMileage, { type: 'setMileage', value: 0 }, { type: 'servicesDone' }).displayState).toBe(1);
    expect(at(noMileage, { type: 'setMileage', value: 1500 }, { type: 'servicesDone' })).toMatchObject({ displayState: 2, bookingState: 3 });
    expect(atAddons()).toMatchObject({ displayState: 2, bookingState: 3 });
  });
});

describe('add-ons step', () => {
  it('treats a category with a selectionType as a radio group: one removes the other, the chosen one deselects', () => {
    const basic = at(atAddons(), { type: 'toggleOffering', offering: washBasic, category: wash, kind: 'addon' });
    expect(Object.keys(basic.services)).toEqual(['oil-change', 'wash-basic']);
    const premium = at(basic, { type: 'toggleOffering', offering: washPremium, category: wash, kind: 'addon' });
    expect(Object.keys(premium.services)).toEqual(['oil-change', 'wash-premium']);
    expect(Object.keys(at(premium, { type: 'toggleOffering', offering: washPremium, category: wash, kind: 'addon' }).services)).toEqual(['oil-change']);
  });

  it('continues without add-ons only when none is chosen, with add-ons only with one', () => {
    expect(at(atAddons(), { type: 'addonsDone', withAddons: true }).displayState).toBe(2);
    expect(atWorkshop()).toMatchObject({ displayState: 3, bookingState: 4, bookingInfo: { addons: false } });
    const chosen = at(atAddons(), { type: 'toggleOffering', offering: washBasic, category: wash, kind: 'addon' });
    expect(at(chosen, { type: 'addonsDone', withAddons: false }).displayState).toBe(2);
    expect(at(chosen, { type: 'addonsDone', withAddons: true })).toMatchObject({ displayState: 3, bookingInfo: { addons: true } });
  });

  it('goes on to the workshop step when the add-ons cannot be fetched', () => {
    expect(at(atAddons(), { type: 'addonsUnavailable' })).toMatchObject({ displayState: 3, bookingState: 4, bookingInfo: { addons: false } });
    // Only from the add-ons step: a late answer after the visitor went back changes nothing.
    expect(at(withOil(), { type: 'addonsUnavailable' }).displayState).toBe(1);
  });
});

describe('workshop and time step', () => {
  it('chooses a workshop, applies its prices to the chosen services, then a time opens the contact step', () => {
    const chosen = at(atWorkshop(), { type: 'chooseWorkshop', workshop });
    expect(chosen.bookingInfo.workshop).toEqual(workshop);
    const priced = at(chosen, { type: 'applyPrices', departmentId: '001.3', offers: [{ code: 'oil-change', price: 1395 }] });
    expect(priced.services['oil-change']).toMatchObject({ price: 1395, priceKnown: true });
    // Prices for a workshop no longer chosen are stale.
    expect(at(chosen, { type: 'applyPrices', departmentId: '999.1', offers: [{ code: 'oil-change', price: 1 }] }).services['oil-change']?.price).toBe(1495);
    const timed = at(priced, { type: 'chooseTime', slot });
    expect(timed).toMatchObject({ displayState: 4, bookingState: 5, bookingInfo: { timeSlot: slot } });
  });

  it('needs a workshop before a time', () => {
    expect(at(atWorkshop(), { type: 'chooseTime', slot }).displayState).toBe(3);
  });

  it('"Ändra verkstad eller tid" clears both and returns to the workshop step', () => {
    const changed = at(atContact(), { type: 'changeWorkshopOrTime' });
    expect(changed).toMatchObject({ displayState: 3, bookingState: 4, bookingInfo: { workshop: null, timeSlot: null, addons: false } });
  });

  it('a changed selection clears the workshop and time chosen for the old one', () => {
    const reopened = at(atContact(), { type: 'openStep', step: 1 });
    expect(reopened).toMatchObject({ displayState: 1, bookingState: 5 });
    const changed = at(reopened, { type: 'toggleOffering', offering: washBasic, category: services, kind: 'service' });
    expect(changed).toMatchObject({ displayState: 1, bookingState: 2, bookingInfo: { workshop: null, timeSlot: null } });
  });
});

describe('moving between steps', () => {
  it('raises bookingState only when it is lower', () => {
    const contact = atContact();
    expect(contact.bookingState).toBe(5);
    // Reopening step 3 (add-ons) and continuing again keeps how far the visitor had come.
    const again = at(contact, { type: 'openStep', step: 2 }, { type: 'addonsDone', withAddons: false });
    expect(again).toMatchObject({ displayState: 3, bookingState: 5 });
  });
});

describe('booked and reset', () => {
  it('stores the id at state 5 and nothing reopens', () => {
    const booked = at(atContact(), { type: 'booked', id: 'BK-1' });
    expect(booked).toMatchObject({ displayState: 5, bookingState: 5, bookingInfo: { id: 'BK-1', workshop, timeSlot: slot } });
    expect(at(booked, { type: 'openStep', step: 1 }).displayState).toBe(5);
    expect(at(booked, { type: 'changeWorkshopOrTime' })).toBe(booked);
  });

  it('is not booked without a workshop and a time', () => {
    expect(at(atWorkshop(), { type: 'booked', id: 'BK-1' }).bookingInfo.id).toBeNull();
  });

  it('"Ny bokning" starts over', () => {
    expect(at(at(atContact(), { type: 'booked', id: 'BK-1' }), { type: 'reset' })).toEqual(initialBookingStore());
  });
});

describe('a new lookup', () => {
  it('clears the chosen services when the car changed', () => {
    const changed = at(atContact(), { type: 'openStep', step: 0 }, { type: 'lookupSucceeded', car: golf });
    expect(changed).toMatchObject({ services: {}, bookingState: 2, displayState: 1, bookingInfo: { workshop: null, timeSlot: null } });
  });

  it('keeps everything and returns to the step reached when nothing changed', () => {
    const same = at(atContact(), { type: 'openStep', step: 0 }, { type: 'lookupSucceeded', car: volvo });
    expect(same).toMatchObject({ displayState: 4, bookingState: 5, bookingInfo: { workshop, timeSlot: slot } });
    expect(Object.keys(same.services)).toEqual(['oil-change']);
  });
});

describe('isStepDone', () => {
  it('marks the steps passed, not the open one', () => {
    const contact = atContact();
    expect([0, 1, 2, 3, 4].map((step) => isStepDone(contact, step as 0 | 1 | 2 | 3 | 4))).toEqual([true, true, true, true, false]);
    const reopened = at(contact, { type: 'openStep', step: 1 });
    expect(isStepDone(reopened, 1)).toBe(false);
    expect(isStepDone(reopened, 3)).toBe(true);
  });
});

describe('liftDispatch (the page reduces step 1 itself; later actions arrive computed)', () => {
  it('passes step-1 actions through and hands a later action over as an apply named by its type', () => {
    const sent: BookingAction[] = [];
    const dispatch = liftDispatch((action) => sent.push(action));
    dispatch({ type: 'openStep', step: 0 });
    dispatch({ type: 'servicesDone' });
    expect(sent[0]).toEqual({ type: 'openStep', step: 0 });
    expect(sent[1]).toMatchObject({ type: 'apply', of: 'servicesDone' });
    // The page's reducer applies it: the same state as the whole reducer gives.
    expect(coreReducer(withOil(), sent[1]!)).toEqual(bookingReducer(withOil(), { type: 'servicesDone' }));
    expect(liftDispatch(dispatch)).toBe(liftDispatch(dispatch));
  });

  it('the page reducer refuses a later action that was not lifted', () => {
    expect(() => coreReducer(withOil(), { type: 'servicesDone' })).toThrow(/liftDispatch/);
  });
});
