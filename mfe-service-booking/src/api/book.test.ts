import { fakeBff } from '@showroom/test-kit';
import { MOLNDAL, sampleBooking } from '../summary/sampleBooking';
import { bookingOutcome, bookingRequest, bookService, timeSlotOf } from './book';

afterEach(() => jest.restoreAllMocks());

const contact = { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45 67', email: 'anna@example.se', message: '' };

describe('bookingRequest (spec 3 §7.1)', () => {
  it('builds the POST body from the store and the form', () => {
    expect(bookingRequest(sampleBooking({ milage: 4200 }), { ...contact, message: ' Ring innan ' })).toEqual({
      customer: { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45 67', email: 'anna@example.se' },
      freeText: 'Ring innan',
      departmentId: '015.3',
      timeSlot: '2026-03-03T09:30:00',
      isFullDay: false,
      registrationNumber: 'ABC123',
      mileage: 4200,
      // services first, then add-ons; units only for the unit offering
      serviceOfferingRequests: [
        { kobraId: 'oil-change', unitsSelected: null, userInput: null },
        { kobraId: 'brake-check', unitsSelected: null, userInput: null },
        { kobraId: 'wiper-blades', unitsSelected: 2, userInput: null },
      ],
    });
  });

  it('sends mileage 1 when none was given, and no free text when the message is empty', () => {
    expect(bookingRequest(sampleBooking({ milage: null }), contact)).toMatchObject({ mileage: 1, freeText: null });
    expect(bookingRequest(sampleBooking({ milage: 0 }), contact)).toMatchObject({ mileage: 1 });
  });

  it('books a full day at 08:00', () => {
    const state = sampleBooking();
    const fullDay = { ...state, bookingInfo: { ...state.bookingInfo, timeSlot: { date: '2026-03-04', time: '00:00', isFullDay: true } } };
    expect(bookingRequest(fullDay, contact)).toMatchObject({ timeSlot: '2026-03-04T08:00:00', isFullDay: true });
    expect(timeSlotOf({ date: '2026-03-04', time: '13:15', isFullDay: false })).toBe('2026-03-04T13:15:00');
  });

  it('carries a user-input offering’s message', () => {
    const state = sampleBooking();
    const services = { ...state.services, repair: { ...state.services['oil-change']!, code: 'repair', userInput: 'Det låter vid inbromsning' } };
    expect(bookingRequest({ ...state, services }, contact)?.serviceOfferingRequests).toContainEqual({ kobraId: 'repair', unitsSelected: null, userInput: 'Det låter vid inbromsning' });
  });

  it('is null without a workshop, a time or a car', () => {
    const state = sampleBooking();
    expect(bookingRequest({ ...state, bookingInfo: { ...state.bookingInfo, workshop: null } }, contact)).toBeNull();
    expect(bookingRequest({ ...state, bookingInfo: { ...state.bookingInfo, timeSlot: null } }, contact)).toBeNull();
    expect(bookingRequest({ ...state, car: null }, contact)).toBeNull();
  });
});

describe('bookingOutcome', () => {
  const failed = (status: number, code?: string) => bookingOutcome({ ok: false, status, error: code === undefined ? undefined : { errors: { 'Error Result': [code] } } });

  it('reads the id of a 200', () => {
    expect(bookingOutcome({ ok: true, status: 200, data: { id: 'bk_1' } })).toEqual({ kind: 'booked', id: 'bk_1' });
  });

  it.each([
    [409, 'TimeslotNotAvailable', { code: 'TimeslotNotAvailable' }],
    [400, 'InvalidReg', { code: 'InvalidReg' }],
    [404, 'Fordon hittades inte', { code: 'VehicleNotFound' }],
    [422, 'BrandNotSupported,Tesla', { code: 'BrandNotSupported', brand: 'Tesla' }],
    [400, 'InvalidRequest', { code: 'ServerError' }],
    [502, undefined, { code: 'ServerError' }],
  ])('%i %s -> %j', (status, code, error) => {
    expect(failed(status, code)).toEqual({ kind: 'failed', error, status });
  });

  it('takes no answer as a server error', () => {
    expect(bookingOutcome(undefined)).toEqual({ kind: 'failed', error: { code: 'ServerError' }, status: null });
  });
});

describe('bookService', () => {
  it('POSTs the body to the BFF and reads the id', async () => {
    const bff = fakeBff(() => ({ status: 200, body: { id: 'bk_42' } }));
    const request = bookingRequest(sampleBooking(), contact)!;
    await expect(bookService('https://bff.example', request)).resolves.toEqual({ kind: 'booked', id: 'bk_42' });
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: 'https://bff.example/api/mechmate/book', body: request }));
    expect(request.departmentId).toBe(MOLNDAL.departmentId);
  });

  it('turns a 409 into TimeslotNotAvailable and no answer into a server error', async () => {
    fakeBff(() => ({ status: 409, body: { errors: { 'Error Result': ['TimeslotNotAvailable'] } } }));
    await expect(bookService('', bookingRequest(sampleBooking(), contact)!)).resolves.toEqual({ kind: 'failed', error: { code: 'TimeslotNotAvailable' }, status: 409 });
    fakeBff(() => {
      throw new Error('network down');
    });
    await expect(bookService('', bookingRequest(sampleBooking(), contact)!)).resolves.toEqual({ kind: 'failed', error: { code: 'ServerError' }, status: null });
  });
});
