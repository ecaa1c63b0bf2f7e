import { fakeBff } from '@showroom/test-kit';
import { createBooking, loadDays, loadSlots } from './booking';

afterEach(() => jest.restoreAllMocks());

const call = { apiBase: 'https://bff.example', token: 'tok_0123456789abcdef', erpId: 'SE 015' };
const confirmation = {
  bookingConfirmationId: 'TH-1',
  customerBase: { email: 'a@b.se', firstName: 'Anna', lastName: 'Berg', phoneMobile: '+46701234567' },
  services: [{ name: 'Hjulskifte' }],
  appointmentTime: '2026-12-03T09:00:00',
  isFullDay: false,
  workshop: { name: 'Verkstad', address: 'Gatan 1, Stad', email: 'v@b.se', phoneNumber: '08-123' },
  freeText: '',
};
const request = { bookingDate: '2026-12-03', bookingStart: '09:00', regNo: 'ABC123', freeText: '', customer: { firstName: 'Anna', lastName: 'Berg', email: 'a@b.se', phoneMobile: '+46701234567' } };

describe('loadDays', () => {
  it('posts the window and the brand code with the bearer, and answers the dates sorted and once each', async () => {
    const bff = fakeBff(() => ({ status: 200, body: { availableDates: [{ date: '2026-12-04' }, { date: '2026-12-01' }, { date: '2026-12-04' }] } }));
    await expect(loadDays(call, { startDate: '2026-11-30', endDate: '2027-02-27' }, 'VOLVO')).resolves.toEqual({ kind: 'days', dates: ['2026-12-01', '2026-12-04'] });
    expect(bff).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: 'https://bff.example/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=SE%20015',
        body: { startDate: '2026-11-30', endDate: '2027-02-27', regNo: 'VOLVO' },
        headers: expect.objectContaining({ authorization: 'Bearer tok_0123456789abcdef' }),
      }),
    );
  });

  it.each([
    ['a 500', () => ({ status: 500, body: { message: 'Upstream' } })],
    ['a body outside the contract', () => ({ status: 200, body: { availableDates: [{ date: '2026-02-30' }] } })],
    ['no answer', () => Promise.reject(new Error('Network Error'))],
  ])('fails on %s', async (_what, answer) => {
    fakeBff(answer);
    await expect(loadDays(call, { startDate: '2026-11-30', endDate: '2027-02-27' }, 'VOLVO')).resolves.toMatchObject({ kind: 'failed' });
  });
});

describe('loadSlots', () => {
  it('asks for one day (start = end) and answers its times as HH:mm', async () => {
    const bff = fakeBff(() => ({ status: 200, body: { availableTimeSlotDates: [{ startTime: ['2026-12-03T09:00:00', '2026-12-03T08:00:00'] }, { startTime: ['2026-12-03T09:00:00'] }] } }));
    await expect(loadSlots(call, '2026-12-03', 'VOLVO')).resolves.toEqual({ kind: 'times', times: ['08:00', '09:00'] });
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://bff.example/api/tirehotel/booking/GetTimeslots?workshopIdentifier=SE%20015', body: { startDate: '2026-12-03', endDate: '2026-12-03', regNo: 'VOLVO' } }));
  });

  it('answers no times for a call-back day and fails on a refusal', async () => {
    fakeBff(() => ({ status: 200, body: { availableTimeSlotDates: [] } }));
    await expect(loadSlots(call, '2026-12-02', 'VOLVO')).resolves.toEqual({ kind: 'times', times: [] });
    jest.restoreAllMocks();
    fakeBff(() => ({ status: 401, body: { message: 'Logga in igen' } }));
    await expect(loadSlots(call, '2026-12-02', 'VOLVO')).resolves.toEqual({ kind: 'failed', detail: '401 Logga in igen' });
  });
});

describe('createBooking', () => {
  it('books on 200 with the parsed confirmation, at the department', async () => {
    const bff = fakeBff(() => ({ status: 200, body: confirmation }));
    await expect(createBooking(call, request)).resolves.toEqual({ kind: 'booked', confirmation });
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://bff.example/api/tirehotel/booking/create?departmentIdentifier=SE%20015', body: request }));
  });

  it('is refused with the server’s message on another status, and on a 2xx other than 200', async () => {
    fakeBff(() => ({ status: 422, body: { message: 'Bokningen kunde inte genomföras' } }));
    await expect(createBooking(call, request)).resolves.toEqual({ kind: 'refused', status: 422, message: 'Bokningen kunde inte genomföras' });
    jest.restoreAllMocks();
    fakeBff(() => ({ status: 201, body: confirmation }));
    await expect(createBooking(call, request)).resolves.toEqual({ kind: 'refused', status: 201, message: undefined });
  });

  it('is an exception without an answer or with a 200 outside the contract', async () => {
    fakeBff(() => Promise.reject(new Error('Network Error')));
    await expect(createBooking(call, request)).resolves.toMatchObject({ kind: 'exception' });
    jest.restoreAllMocks();
    fakeBff(() => ({ status: 200, body: { bookingConfirmationId: 'TH-1' } }));
    await expect(createBooking(call, request)).resolves.toMatchObject({ kind: 'exception' });
  });
});
