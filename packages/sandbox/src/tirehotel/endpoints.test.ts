import { tireHotelConfirmationSchema, tireHotelCredentialsSchema, tireHotelCustomerSchema, tireHotelTimeslotDaysSchema, tireHotelTimeslotsSchema, tireHotelValidatedSchema } from '@showroom/contracts/tirehotel';
import Fastify, { type FastifyInstance } from 'fastify';
import { generateSeedData } from '../data/seed';
import { Outbox, outboxListingSchema } from '../outbox/outbox';
import { registerOutbox } from '../outbox/route';
import { buildTireHotelDirectory } from './directory';
import { registerTireHotel } from './route';
import { TireSessions } from './sessions';
import { MemoryTireHotelStorage } from './storage';
import { registerTireHotelEndpoints } from './upstream';

const data = generateSeedData({ seed: 1, cars: 600, now: new Date('2026-03-01T09:00:00Z') });
const json = { 'content-type': 'application/json' };

interface Harness {
  app: FastifyInstance;
  storage: MemoryTireHotelStorage;
  setClock: (iso: string) => void;
}

function harness(): Harness {
  let clock = new Date('2026-03-01T09:00:00Z');
  const now = () => clock;
  const storage = new MemoryTireHotelStorage();
  const outbox = new Outbox(now);
  const app = Fastify();
  const directory = buildTireHotelDirectory(data, 'test-secret');
  registerTireHotel(app, data.tireCustomers, () => false, directory.phones);
  registerTireHotelEndpoints(app, { directory, storage: Promise.resolve(storage), sessions: new TireSessions(now), outbox, now, isEmpty: () => false });
  registerOutbox(app, outbox);
  return { app, storage, setClock: (iso) => (clock = new Date(iso)) };
}

async function loginCode(app: FastifyInstance, regNo: string): Promise<{ token: string; code: string }> {
  const customer = tireHotelCustomerSchema.parse((await app.inject({ url: `/tirehotel/authorization/search?regNo=${regNo}` })).json());
  const login = await app.inject({ method: 'POST', url: `/tirehotel/authorization/login?encryptedPhoneNumber=${customer.encryptedPhoneNumber}` });
  expect(login.statusCode).toBe(200);
  const { authorizationToken } = tireHotelCredentialsSchema.parse(login.json());
  const [latest] = outboxListingSchema.parse((await app.inject({ url: '/__sandbox/outbox' })).json()).messages;
  if (!latest?.code) throw new Error('no code in the outbox');
  return { token: authorizationToken, code: latest.code };
}

async function loggedIn(app: FastifyInstance, regNo: string): Promise<{ token: string; erpId: string }> {
  const { token, code } = await loginCode(app, regNo);
  const validated = tireHotelValidatedSchema.parse((await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${token}&otpToken=${code}` })).json());
  return { token, erpId: validated.vehicles[0]?.location.erpId ?? '' };
}

const auth = (token: string) => ({ ...json, authorization: `Bearer ${token}` });
const window = { startDate: '2026-03-04', endDate: '2026-06-01', regNo: 'VOLVO' };

describe('tire hotel login and validate', () => {
  it('keeps search: 200 for a customer, 404 without agreement', async () => {
    const { app } = harness();
    expect((await app.inject({ url: '/tirehotel/authorization/search?regNo=abc 123' })).statusCode).toBe(200);
    const missing = await app.inject({ url: '/tirehotel/authorization/search?regNo=NOAVTAL' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a code to the outbox and validates it once into the vehicle', async () => {
    const { app } = harness();
    const { token, code } = await loginCode(app, 'DEF456');
    const outbox = outboxListingSchema.parse((await app.inject({ url: '/__sandbox/outbox' })).json()).messages;
    expect(outbox[0]).toMatchObject({ channel: 'sms', sender: 'tirehotel', to: '0739876534', regNo: 'DEF456', expiresAt: '2026-03-01T09:05:00.000Z' });
    // 09:00 + 5 minutes (CODE_TTL_MINUTES) = 09:05; the SMS says so too.
    expect(outbox[0]?.text).toContain('Koden gäller i 5 minuter.');
    expect(outbox[0]?.text).toContain(code);
    const ok = await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${token}&otpToken=${code}` });
    expect(ok.statusCode).toBe(200);
    const vehicle = tireHotelValidatedSchema.parse(ok.json()).vehicles[0];
    expect(ok.json().status).toBe(0);
    expect(vehicle).toMatchObject({ regNo: 'DEF456', name: 'Volkswagen Golf', brand: 'Volkswagen', brandCode: 'VOLKSWAGEN' });
    expect(vehicle?.tires.map((t) => t.wheel.threadStatusId)).toEqual([0, 1, 0, 0]);
    const again = await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${token}&otpToken=${code}` });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Koden har redan använts, begär en ny kod.');
  });

  it('refuses a wrong and an expired code with a message', async () => {
    const { app, setClock } = harness();
    const { token, code } = await loginCode(app, 'ABC123');
    const wrong = code === '0000' ? '0001' : '0000';
    const bad = await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${token}&otpToken=${wrong}` });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Felaktig kod, försök igen.');
    setClock('2026-03-01T09:05:01Z'); // 5:01 after the send at 09:00
    const late = await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${token}&otpToken=${code}` });
    expect(late.json()).toEqual({ message: 'Koden har gått ut, begär en ny kod.' });
  });

  it('accepts a code at 4:59 of the sandbox clock, refuses one at 5:01 (issue 19)', async () => {
    const { app, setClock } = harness();
    const onTime = await loginCode(app, 'ABC123');
    setClock('2026-03-01T09:04:59Z');
    expect((await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${onTime.token}&otpToken=${onTime.code}` })).statusCode).toBe(200);
    setClock('2026-03-01T10:00:00Z');
    const late = await loginCode(app, 'ABC123'); // sent at 10:00, dead after 10:05
    setClock('2026-03-01T10:05:01Z');
    const refused = await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${late.token}&otpToken=${late.code}` });
    expect([refused.statusCode, refused.json().message]).toEqual([401, 'Koden har gått ut, begär en ny kod.']);
  });

  it('kills a code after 5 wrong tries, even for the right code; only a new send gives a working one (issue 19)', async () => {
    const { app } = harness();
    const { token, code } = await loginCode(app, 'ABC123');
    const wrong = [1, 2, 3, 4, 5].map((n) => String((Number(code) + n) % 10_000).padStart(4, '0'));
    const answers: string[] = [];
    for (const guess of wrong) answers.push((await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${token}&otpToken=${guess}` })).json().message);
    // Four plain refusals, and the fifth wrong try says the code is dead.
    expect(answers).toEqual([...Array(4).fill('Felaktig kod, försök igen.'), 'För många felaktiga försök, begär en ny kod.']);
    const right = await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${token}&otpToken=${code}` });
    expect([right.statusCode, right.json().message]).toEqual([401, 'För många felaktiga försök, begär en ny kod.']);
    const fresh = await loginCode(app, 'ABC123');
    expect((await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${fresh.token}&otpToken=${fresh.code}` })).statusCode).toBe(200);
  });

  it('answers the documented login failures and 400 for bad input', async () => {
    const { app } = harness();
    const noSms = tireHotelCustomerSchema.parse((await app.inject({ url: '/tirehotel/authorization/search?regNo=NOSMS1' })).json());
    const failed = await app.inject({ method: 'POST', url: `/tirehotel/authorization/login?encryptedPhoneNumber=${noSms.encryptedPhoneNumber}` });
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toMatch(/kunde inte skicka/);
    expect((await app.inject({ method: 'POST', url: '/tirehotel/authorization/login?encryptedPhoneNumber=bm9wZQ' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/tirehotel/authorization/login' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/tirehotel/authorization/validate?authToken=x&otpToken=12a4' })).json().error).toMatch(/otpToken/);
    expect(outboxListingSchema.parse((await app.inject({ url: '/__sandbox/outbox' })).json()).messages).toEqual([]);
  });
});

describe('tire hotel booking', () => {
  it('needs a validated login (401 with a message)', async () => {
    const { app } = harness();
    const { token } = await loginCode(app, 'ABC123'); // not validated yet
    for (const headers of [json, auth(token), { ...json, authorization: 'Bearer not-a-token-at-all' }]) {
      const response = await app.inject({ method: 'POST', url: '/tirehotel/booking/GetTimeslotDays?workshopIdentifier=015.4', headers, payload: window });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
    expect((await app.inject({ method: 'POST', url: '/tirehotel/review/addReview', headers: auth(token), payload: { rating: 5, comment: '', date: '2026-03-01' } })).statusCode).toBe(401);
  });

  it('lists days inside the window only: no Sundays, Wednesdays without times', async () => {
    const { app } = harness();
    const { token, erpId } = await loggedIn(app, 'ABC123');
    const asked = { startDate: '2026-02-01', endDate: '2026-12-31', regNo: 'VOLVO' };
    const days = tireHotelTimeslotDaysSchema.parse((await app.inject({ method: 'POST', url: `/tirehotel/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, headers: auth(token), payload: asked })).json()).availableDates.map((d) => d.date);
    expect(days.length).toBeGreaterThan(20);
    // 2026-03-01 + 3 days .. + 3 months, worked out by hand.
    expect(days.every((d) => d >= '2026-03-04' && d <= '2026-06-01')).toBe(true);
    expect(days.some((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)).toBe(false);
    const slots = async (date: string) =>
      tireHotelTimeslotsSchema.parse((await app.inject({ method: 'POST', url: `/tirehotel/booking/GetTimeslots?workshopIdentifier=${erpId}`, headers: auth(token), payload: { startDate: date, endDate: date, regNo: 'VOLVO' } })).json()).availableTimeSlotDates;
    const wednesday = days.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 3);
    const thursday = days.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 4);
    expect(await slots(wednesday ?? '')).toEqual([]);
    const times = (await slots(thursday ?? '')).flatMap((entry) => entry.startTime);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((t) => t.startsWith(`${thursday}T`))).toBe(true);
  });

  it('has no days at the workshop of NOTID1', async () => {
    const { app } = harness();
    const { token, erpId } = await loggedIn(app, 'NOTID1');
    const response = await app.inject({ method: 'POST', url: `/tirehotel/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, headers: auth(token), payload: window });
    expect(response.json()).toEqual({ availableDates: [] });
  });

  it('creates a booking, stores it, and takes the time off the lift', async () => {
    const { app, storage } = harness();
    const { token, erpId } = await loggedIn(app, 'ABC123');
    const days = tireHotelTimeslotDaysSchema.parse((await app.inject({ method: 'POST', url: `/tirehotel/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, headers: auth(token), payload: window })).json()).availableDates;
    const day = days.find((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 2)?.date ?? ''; // a Tuesday
    const slotsOf = async () => tireHotelTimeslotsSchema.parse((await app.inject({ method: 'POST', url: `/tirehotel/booking/GetTimeslots?workshopIdentifier=${erpId}`, headers: auth(token), payload: { startDate: day, endDate: day, regNo: 'VOLVO' } })).json()).availableTimeSlotDates.flatMap((e) => e.startTime);
    const before = await slotsOf();
    const start = before[0] ?? '';
    const booking = { bookingDate: day, bookingStart: start, regNo: 'ABC123', freeText: 'Kolla luften', customer: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.se', phoneMobile: '+46701234567' } };
    const created = await app.inject({ method: 'POST', url: `/tirehotel/booking/create?departmentIdentifier=${erpId}`, headers: auth(token), payload: booking });
    expect(created.statusCode).toBe(200);
    const confirmation = tireHotelConfirmationSchema.parse(created.json());
    expect(confirmation).toMatchObject({ appointmentTime: start, isFullDay: false, freeText: 'Kolla luften', customerBase: booking.customer });
    expect(storage.bookings).toHaveLength(1);
    expect(storage.bookings[0]).toMatchObject({ id: confirmation.bookingConfirmationId, erpId, regNo: 'ABC123', bookingDate: day, bookingStart: start });
    // One lift fewer at that time: a time on both lifts stays once, a time on one lift goes.
    const after = await slotsOf();
    expect(after.length).toBe(before.length - 1);
    expect(after.filter((t) => t === start).length).toBe(before.filter((t) => t === start).length - 1);
    const review = await app.inject({ method: 'POST', url: '/tirehotel/review/addReview', headers: auth(token), payload: { rating: 4, comment: 'Snabbt', date: '2026-03-01T10:00:00Z' } });
    expect(review.statusCode).toBe(200);
    expect(storage.reviews[0]).toMatchObject({ rating: 4, comment: 'Snabbt', regNo: 'ABC123' });
  });

  it('books a Wednesday for the whole day without a time, at 08:00', async () => {
    const { app } = harness();
    const { token, erpId } = await loggedIn(app, 'ABC123');
    const days = tireHotelTimeslotDaysSchema.parse((await app.inject({ method: 'POST', url: `/tirehotel/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, headers: auth(token), payload: window })).json()).availableDates;
    const wednesday = days.find((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 3)?.date ?? '';
    const booking = { bookingDate: wednesday, bookingStart: null, regNo: 'ABC123', freeText: '', customer: { firstName: 'A', lastName: 'B', email: 'a@b.se', phoneMobile: '0701234567' } };
    const withTime = await app.inject({ method: 'POST', url: `/tirehotel/booking/create?departmentIdentifier=${erpId}`, headers: auth(token), payload: { ...booking, bookingStart: '09:00' } });
    expect(withTime.statusCode).toBe(409);
    expect(withTime.json().message).toBe('Tiden är inte tillgänglig, vänligen välj en annan tid');
    const created = await app.inject({ method: 'POST', url: `/tirehotel/booking/create?departmentIdentifier=${erpId}`, headers: auth(token), payload: booking });
    expect(created.json()).toMatchObject({ isFullDay: true, appointmentTime: `${wednesday}T08:00:00` });
  });

  it('refuses bad input (400), other cars (403), unknown workshops (404), past days (409) and BOKFEL (422)', async () => {
    const { app } = harness();
    const { token, erpId } = await loggedIn(app, 'ABC123');
    const booking = { bookingDate: '2026-03-10', bookingStart: '09:00', regNo: 'ABC123', freeText: '', customer: { firstName: 'A', lastName: 'B', email: 'a@b.se', phoneMobile: '0701234567' } };
    const create = (payload: unknown, department = erpId, headers = auth(token)) => app.inject({ method: 'POST', url: `/tirehotel/booking/create?departmentIdentifier=${department}`, headers, payload: payload as object });
    const phone = await create({ ...booking, customer: { ...booking.customer, phoneMobile: '0701' } });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error).toMatch(/customer\.phoneMobile/);
    expect((await create({ ...booking, customer: { ...booking.customer, firstName: '' } })).json().error).toMatch(/customer\.firstName/);
    expect((await create({ ...booking, bookingStart: '2026-03-11T09:00:00' })).statusCode).toBe(400);
    expect((await create({ ...booking, regNo: 'DEF456' })).statusCode).toBe(403);
    expect((await create(booking, '999.9')).json()).toEqual({ message: 'Verkstaden hittades inte.' });
    expect((await create({ ...booking, bookingDate: '2026-03-02' })).json()).toEqual({ message: 'Dagen är inte längre tillgänglig, välj en annan dag.' });
    const refused = await loggedIn(app, 'BOKFEL');
    const bokfel = await create({ ...booking, regNo: 'BOKFEL' }, refused.erpId, auth(refused.token));
    expect(bokfel.statusCode).toBe(422);
    expect(bokfel.json().message).toMatch(/Bokningen kunde inte genomföras/);
    const review = await app.inject({ method: 'POST', url: '/tirehotel/review/addReview', headers: auth(token), payload: { rating: 6, comment: '', date: '2026-03-01' } });
    expect(review.json().error).toMatch(/rating/);
  });
});

describe('outbox', () => {
  it('lists messages newest first, as JSON and as a page', async () => {
    const { app } = harness();
    await loginCode(app, 'ABC123');
    await loginCode(app, 'GHI78J');
    const messages = outboxListingSchema.parse((await app.inject({ url: '/__sandbox/outbox' })).json()).messages;
    expect(messages.map((m) => m.regNo)).toEqual(['GHI78J', 'ABC123']);
    expect(outboxListingSchema.parse((await app.inject({ url: '/__sandbox/outbox?to=0701234512' })).json()).messages.map((m) => m.regNo)).toEqual(['ABC123']);
    const page = await app.inject({ url: '/__sandbox/outbox.html' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(messages[0]?.code ?? 'missing');
    expect(page.body.indexOf('GHI78J')).toBeLessThan(page.body.indexOf('ABC123'));
    expect((await app.inject({ url: '/__sandbox/outbox?limit=0' })).statusCode).toBe(400);
  });
});
