import { closestAvailableMessageSchema, mechmateCarSchema, mechmateErrorSchema, pricesResponseSchema, serviceOfferingsResponseSchema, timeslotsResponseSchema, workshopSiteSchema, type BookingRequest } from '@showroom/contracts/mechmate';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildWorkshops } from '../data/mechmateWorkshops';
import { generateSeedData } from '../data/seed';
import { slotKey, type BookingRepository, type StoredBooking } from './bookingStore';
import { registerMechmate } from './route';

const NOW = new Date('2026-03-01T00:00:00Z');
const data = generateSeedData({ seed: 1, cars: 300, now: NOW });
const workshops = buildWorkshops(data.dealerSites);
const STOCKHOLM = 'latitude=59.3293&longitude=18.0686';

/** Bookings in memory, like BookingStore without the database. */
class MemoryBookings implements BookingRepository {
  readonly rows: StoredBooking[] = [];
  async add(booking: BookingRequest, createdAt: Date): Promise<string> {
    const id = `bk_${this.rows.length + 1}`;
    this.rows.push({ ...booking, timeSlot: slotKey(booking.timeSlot), id, createdAt: createdAt.toISOString() });
    return id;
  }
  async isTaken(departmentId: string, timeSlot: string): Promise<boolean> {
    return this.rows.some((row) => row.departmentId === departmentId && row.timeSlot === slotKey(timeSlot));
  }
  async list(): Promise<StoredBooking[]> {
    return [...this.rows];
  }
}

let empty = false;
function sandbox(): { app: FastifyInstance; bookings: MemoryBookings } {
  const bookings = new MemoryBookings();
  const app = Fastify();
  registerMechmate(app, { data, isEmpty: () => empty, now: () => NOW, streamDelayMs: 0, bookings: Promise.resolve(bookings) });
  return { app, bookings };
}
const { app, bookings } = sandbox();
const get = (url: string) => app.inject({ method: 'GET', url });
const errorCode = (body: string) => mechmateErrorSchema.parse(JSON.parse(body)).errors['Error Result'][0];
const events = (body: string) => body.split('\n\n').filter(Boolean).map((chunk) => {
  expect(chunk.startsWith('data: ')).toBe(true);
  return closestAvailableMessageSchema.parse(JSON.parse(chunk.slice('data: '.length)));
});

afterEach(() => {
  empty = false;
});

describe('GET /mechmate/car/:regNo', () => {
  it.each([
    ['ERR400', 400, 'InvalidReg'],
    ['AB-12', 400, 'InvalidReg'],
    ['ERR404', 404, 'VehicleNotFound'],
    ['ZZZ99Z', 404, 'VehicleNotFound'],
    ['ERR422', 422, 'BrandNotSupported,Tesla'],
    ['ERR500', 500, 'ServerError'],
  ])('%s answers %i %s', async (regNo, status, code) => {
    const response = await get(`/mechmate/car/${regNo}`);
    expect(response.statusCode).toBe(status);
    expect(errorCode(response.body)).toBe(code);
  });
  it('answers supported, unsupported and service-agreement cars, and a seeded Swedish car', async () => {
    expect(mechmateCarSchema.parse((await get('/mechmate/car/abc123')).json())).toMatchObject({ brand: 'Volvo', hasServiceAgreement: true, isSupported: true });
    expect((await get('/mechmate/car/POR911')).json()).toMatchObject({ brand: 'Porsche', isSupported: false });
    const seeded = data.cars.find((c) => c.car_price_currency === 'SEK' && c.car_regno)!;
    expect((await get(`/mechmate/car/${seeded.car_regno}`)).json()).toMatchObject({ registrationNumber: seeded.car_regno, brand: seeded.car_brand, model: seeded.car_model });
  });
});

describe('GET services and addons', () => {
  it('lists categories that parse with the contract', async () => {
    const services = serviceOfferingsResponseSchema.parse((await get('/mechmate/services/ABC123?lat=59.33&lng=18.07')).json());
    expect(services.serviceOfferingCategories.flatMap((c) => c.offerings.map((o) => o.code))).toContain('originalservice');
    const addons = serviceOfferingsResponseSchema.parse((await get('/mechmate/addons/DEF456?lat=59.33&lng=18.07')).json());
    expect(addons.serviceOfferingCategories.some((c) => c.selectionType === 'single')).toBe(true);
  });
  it('answers 400 for a missing or wrong position, 422 for brands booked elsewhere, errors for test registrations', async () => {
    expect((await get('/mechmate/services/ABC123?lat=59.33')).json().error).toMatch(/lng/);
    expect((await get('/mechmate/services/ABC123?lat=95&lng=18')).json().error).toMatch(/lat/);
    const porsche = await get('/mechmate/services/POR911?lat=59.33&lng=18.07');
    expect([porsche.statusCode, errorCode(porsche.body)]).toEqual([422, 'BrandNotSupported,Porsche']);
    expect((await get('/mechmate/addons/ERR404?lat=59.33&lng=18.07')).statusCode).toBe(404);
  });
  it('in the empty fault mode: the lookup finds no car, the listings are empty', async () => {
    empty = true;
    expect((await get('/mechmate/car/ABC123')).statusCode).toBe(404);
    expect((await get('/mechmate/services/ABC123?lat=59.33&lng=18.07')).json()).toEqual({ serviceOfferingCategories: [] });
    expect((await get('/mechmate/addons/ABC123?lat=59.33&lng=18.07')).json()).toEqual({ serviceOfferingCategories: [] });
    expect((await get('/mechmate/authorized-workshop/Volvo')).json()).toEqual({ hasBrand: false });
    expect(events((await get(`/mechmate/departments/closestAvailable?regNo=ABC123&${STOCKHOLM}`)).body)).toEqual([{ nosites: true }]);
  });
});

describe('GET prices', () => {
  const department = workshops[0]!.departmentId;
  it('prices the chosen offerings at a workshop, the large service dearer', async () => {
    const at = async (mileage: number) => pricesResponseSchema.parse((await get(`/mechmate/prices/DEF456/${mileage}/${department}?serviceOfferings=originalservice,troubleshooting,wash-exterior`)).json());
    const small = await at(1400);
    const large = await at(4400); // the third service
    expect(small.offers.map((o) => o.code)).toEqual(['originalservice', 'troubleshooting', 'wash-exterior']);
    expect(small.offers[1]?.price).toBeNull();
    expect(large.offers[0]!.price! / small.offers[0]!.price!).toBeCloseTo(1.6, 2);
    expect(large.offers[2]?.price).toBe(small.offers[2]?.price);
  });
  it('answers 400 for unknown or missing codes and a bad mileage, 404 for an unknown department', async () => {
    expect((await get(`/mechmate/prices/DEF456/100/${department}?serviceOfferings=nope`)).json().error).toMatch(/unknown offering nope/);
    expect((await get(`/mechmate/prices/DEF456/100/${department}`)).statusCode).toBe(400);
    expect((await get(`/mechmate/prices/DEF456/-5/${department}?serviceOfferings=originalservice`)).json().error).toMatch(/mileage/);
    const unknown = await get('/mechmate/prices/DEF456/100/999.9?serviceOfferings=originalservice');
    expect([unknown.statusCode, errorCode(unknown.body)]).toEqual([404, 'DepartmentNotFound']);
  });
});

describe('GET authorized-workshop', () => {
  it('says whether a Swedish workshop sells the brand (spaces as hyphens)', async () => {
    const brands = new Set(workshops.flatMap((w) => w.brands));
    const some = [...brands][0]!;
    expect((await get(`/mechmate/authorized-workshop/${encodeURIComponent(some.replace(/ /g, '-'))}`)).json()).toEqual({ hasBrand: true });
    expect((await get('/mechmate/authorized-workshop/Aston-Martin')).json()).toEqual({ hasBrand: false });
    expect((await get('/mechmate/authorized-workshop/a%20b')).statusCode).toBe(400);
  });
});

describe('GET timeslots', () => {
  const department = workshops[0]!.departmentId;
  it('answers four weeks of days from the given midnight, local or zoned', async () => {
    const local = timeslotsResponseSchema.parse((await get(`/mechmate/timeslots/from/ABC123/${department}/2026-03-02T00:00:00/?serviceOfferings=originalservice`)).json());
    expect(local).toHaveLength(28);
    expect(local[0]?.date).toBe('2026-03-02');
    expect(local.at(-1)?.date).toBe('2026-03-29');
    const zoned = timeslotsResponseSchema.parse((await get(`/mechmate/timeslots/from/ABC123/${department}/${encodeURIComponent('2026-03-01T23:00:00.000Z')}`)).json());
    expect(zoned).toEqual(local);
    expect(local.some((d) => d.availableSlots.length > 0)).toBe(true);
  });
  it('answers 400 for an impossible date, 404 for an unknown department, [] when empty', async () => {
    expect((await get(`/mechmate/timeslots/from/ABC123/${department}/2026-02-30/`)).statusCode).toBe(400);
    expect((await get('/mechmate/timeslots/from/ABC123/999.9/2026-03-02/')).statusCode).toBe(404);
    empty = true;
    expect((await get(`/mechmate/timeslots/from/ABC123/${department}/2026-03-02/`)).json()).toEqual([]);
  });
});

describe('GET departments/closestAvailable (server-sent events)', () => {
  it('streams five sites nearest first, then the next five after the cursor', async () => {
    const first = await get(`/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=originalservice&${STOCKHOLM}`);
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    const sites = events(first.body).map((m) => workshopSiteSchema.parse(m));
    expect(sites).toHaveLength(5);
    const km = sites.map((s) => Math.hypot(s.latitude - 59.3293, (s.longitude - 18.0686) * Math.cos((59.3293 * Math.PI) / 180)));
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    const next = events((await get(`/mechmate/departments/closestAvailable?regNo=ABC123&${STOCKHOLM}&cursor=${sites[4]!.departmentId}`)).body).map((m) => workshopSiteSchema.parse(m));
    expect(next.length).toBeGreaterThan(0);
    expect(next.some((s) => sites.some((t) => t.departmentId === s.departmentId))).toBe(false);
    expect(sites.every((s) => s.firstTimeSlot !== null && s.firstTimeSlot > '2026-03-01T23:59')).toBe(true);
  });
  it('sends nosites far outside Sweden, an error for a failing vehicle, 400 for bad input', async () => {
    expect(events((await get('/mechmate/departments/closestAvailable?regNo=ABC123&latitude=40.4&longitude=-3.7')).body)).toEqual([{ nosites: true }]);
    expect(events((await get(`/mechmate/departments/closestAvailable?regNo=ERR500&${STOCKHOLM}`)).body)).toEqual([{ error: 'ServerError' }]);
    expect(events((await get(`/mechmate/departments/closestAvailable?regNo=POR911&${STOCKHOLM}`)).body)).toEqual([{ error: 'BrandNotSupported,Porsche' }]);
    expect((await get('/mechmate/departments/closestAvailable?regNo=ABC123&latitude=x&longitude=18')).json().error).toMatch(/latitude/);
    expect((await get(`/mechmate/departments/closestAvailable?regNo=ABC123&${STOCKHOLM}&cursor=999.9`)).json().error).toMatch(/cursor/);
  });
});

describe('POST /mechmate/book', () => {
  const workshop = workshops[0]!;
  let slot: string;
  beforeAll(async () => {
    const days = timeslotsResponseSchema.parse((await get(`/mechmate/timeslots/from/ABC123/${workshop.departmentId}/2026-03-02/`)).json());
    const day = days.find((d) => d.availableSlots.length > 0)!;
    slot = `${day.date}T${day.availableSlots[0]}:00`;
  });
  const booking = (over: Partial<BookingRequest> = {}): BookingRequest => ({
    customer: { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45 67', email: 'anna@example.se' },
    freeText: 'Lämnar bilen tidigt',
    departmentId: workshop.departmentId,
    timeSlot: slot,
    isFullDay: false,
    registrationNumber: 'ABC123',
    mileage: 4200,
    serviceOfferingRequests: [{ kobraId: 'originalservice', unitsSelected: null, userInput: null }, { kobraId: 'wiper-blades', unitsSelected: 2 }, { kobraId: 'troubleshooting', userInput: 'Det gnisslar' }],
    ...over,
  });
  const book = (body: unknown) => app.inject({ method: 'POST', url: '/mechmate/book', payload: body as object });

  it('stores a booking and answers its id; the same slot is then taken', async () => {
    const response = await book(booking());
    expect(response.statusCode).toBe(200);
    expect(bookings.rows.at(-1)).toMatchObject({ id: response.json().id, departmentId: workshop.departmentId, registrationNumber: 'ABC123', createdAt: NOW.toISOString() });
    const again = await book(booking());
    expect([again.statusCode, errorCode(again.body)]).toEqual([409, 'TimeslotNotAvailable']);
  });
  it('answers TimeslotNotAvailable for a time the workshop does not offer (e.g. 23:00)', async () => {
    const response = await book(booking({ timeSlot: `${slot.slice(0, 10)}T23:00:00` }));
    expect([response.statusCode, errorCode(response.body)]).toEqual([409, 'TimeslotNotAvailable']);
  });
  it.each([
    ['a short phone', { customer: { firstName: 'A', lastName: 'B', phone: '12345', email: 'a@b.se' } }, /customer\.phone/],
    ['a phone with letters', { customer: { firstName: 'A', lastName: 'B', phone: '+46 70 ABC', email: 'a@b.se' } }, /customer\.phone/],
    ['a bad e-mail', { customer: { firstName: 'A', lastName: 'B', phone: '0701234567', email: 'a@b' } }, /customer\.email/],
    ['no first name', { customer: { firstName: '', lastName: 'B', phone: '0701234567', email: 'a@b.se' } }, /customer\.firstName/],
    ['81 characters of free text', { freeText: 'x'.repeat(81) }, /freeText/],
    ['a zoned time slot', { timeSlot: '2026-03-02T08:00:00Z' }, /timeSlot/],
    ['no services', { serviceOfferingRequests: [] }, /serviceOfferingRequests/],
    ['an unknown service', { serviceOfferingRequests: [{ kobraId: 'nope' }] }, /unknown offering/],
    ['units out of range', { serviceOfferingRequests: [{ kobraId: 'wiper-blades', unitsSelected: 4 }] }, /unitsSelected/],
    ['a missing message', { serviceOfferingRequests: [{ kobraId: 'troubleshooting', userInput: ' ' }] }, /userInput/],
  ])('answers 400 for %s', async (_what, over, message) => {
    const response = await book(booking(over as Partial<BookingRequest>));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });
  it('answers the catalogue errors for test registrations and unknown departments', async () => {
    const codes = [];
    for (const registrationNumber of ['ERR400', 'ERR404', 'ERR422', 'ERR500', 'AB1234']) {
      const response = await book(booking({ registrationNumber }));
      codes.push([response.statusCode, errorCode(response.body)]);
    }
    expect(codes).toEqual([[400, 'InvalidReg'], [404, 'VehicleNotFound'], [422, 'BrandNotSupported,Tesla'], [500, 'ServerError'], [400, 'InvalidReg']]);
    expect((await book(booking({ departmentId: '999.9' }))).statusCode).toBe(404);
  });
});

describe('time slots without what is booked', () => {
  it('drops a booked start, and the full-day slot (and 08:00) once the day is booked whole', async () => {
    const own = sandbox();
    const workshop = workshops[1]!;
    const url = `/mechmate/timeslots/from/ABC123/${workshop.departmentId}/2026-03-02/`;
    const before = timeslotsResponseSchema.parse((await own.app.inject({ url })).json());
    const day = before.find((d) => d.allDaySlotAvailable && d.availableSlots.filter((time) => time !== '08:00').length >= 2)!;
    const [first, second] = day.availableSlots.filter((time) => time !== '08:00') as [string, string];
    const book = (timeSlot: string, isFullDay: boolean) =>
      own.app.inject({
        method: 'POST',
        url: '/mechmate/book',
        payload: {
          customer: { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45 67', email: 'anna@example.se' },
          departmentId: workshop.departmentId,
          timeSlot,
          isFullDay,
          registrationNumber: 'ABC123',
          mileage: 1,
          serviceOfferingRequests: [{ kobraId: 'originalservice', unitsSelected: null, userInput: null }],
        },
      });
    expect((await book(`${day.date}T${first}:00`, false)).statusCode).toBe(200);
    const afterOne = timeslotsResponseSchema.parse((await own.app.inject({ url })).json()).find((d) => d.date === day.date)!;
    expect(afterOne.availableSlots).toEqual(day.availableSlots.filter((time) => time !== first));
    expect(afterOne.allDaySlotAvailable).toBe(true);
    expect((await book(`${day.date}T08:00:00`, true)).statusCode).toBe(200);
    const afterFullDay = timeslotsResponseSchema.parse((await own.app.inject({ url })).json()).find((d) => d.date === day.date)!;
    expect(afterFullDay.allDaySlotAvailable).toBe(false);
    expect(afterFullDay.availableSlots).toEqual(day.availableSlots.filter((time) => time !== first && time !== '08:00'));
    expect(afterFullDay.availableSlots).toContain(second);
    // Another day of the same workshop is untouched.
    const other = before.find((d) => d.date !== day.date && d.availableSlots.length > 0)!;
    expect(timeslotsResponseSchema.parse((await own.app.inject({ url })).json()).find((d) => d.date === other.date)).toEqual(other);
  });
});

describe('the stream control (/__sandbox/mechmate/stream)', () => {
  it('holds every message of a stream until released', async () => {
    const own = sandbox();
    expect((await own.app.inject({ method: 'POST', url: '/__sandbox/mechmate/stream', payload: { hold: true } })).json()).toEqual({ hold: true, delayMs: null });
    let done = false;
    const streamed = own.app.inject({ url: `/mechmate/departments/closestAvailable?regNo=ABC123&${STOCKHOLM}` }).then((response) => {
      done = true;
      return response;
    });
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    expect((await own.app.inject({ method: 'POST', url: '/__sandbox/mechmate/stream', payload: { hold: false } })).json()).toEqual({ hold: false, delayMs: null });
    expect(events((await streamed).body)).toHaveLength(5);
  });
  it('sets and resets the pause, and refuses unknown settings', async () => {
    const own = sandbox();
    expect((await own.app.inject({ method: 'POST', url: '/__sandbox/mechmate/stream', payload: { delayMs: 0 } })).json()).toEqual({ hold: false, delayMs: 0 });
    expect((await own.app.inject({ method: 'POST', url: '/__sandbox/mechmate/stream', payload: { pause: 5 } })).statusCode).toBe(400);
    expect((await own.app.inject({ method: 'DELETE', url: '/__sandbox/mechmate/stream' })).json()).toEqual({ hold: false, delayMs: null });
  });
});
