import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tireHotelCustomerSchema } from '@showroom/contracts/tirehotel';
import type { RunningSandbox } from '../index';
import { spawnSandbox } from '../testing/spawnSandbox';

jest.setTimeout(90_000);
const KEY = { 'x-api-key': 'sandbox-key', 'content-type': 'application/json' };

describe('tire hotel, wired into the sandbox (real PGlite)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await spawnSandbox(['--cars', '300', '--data-dir', mkdtempSync(path.join(tmpdir(), 'sandbox-tire-'))], { SANDBOX_NOW: '2026-11-02T09:00:00Z' });
  }, 90_000);
  afterAll(() => sandbox.close());

  const call = (p: string, init: RequestInit = {}) => fetch(`${sandbox.url}${p}`, { ...init, headers: { ...KEY, ...(init.headers ?? {}) } });

  it('search -> login -> code from the outbox -> validate -> book -> inbox; the code works once', async () => {
    const customer = tireHotelCustomerSchema.parse(await (await call('/tirehotel/authorization/search?regNo=ABC123')).json());
    const login = await call(`/tirehotel/authorization/login?encryptedPhoneNumber=${encodeURIComponent(customer.encryptedPhoneNumber)}`, { method: 'POST', body: '{}' });
    expect(login.status).toBe(200);
    const { authorizationToken } = (await login.json()) as { authorizationToken: string };
    const outbox = (await (await fetch(`${sandbox.url}/__sandbox/outbox`)).json()) as { messages: { code: string }[] };
    const code = outbox.messages[0]!.code;
    expect(code).toMatch(/^\d{4}$/);

    const validate = (otp: string) => call(`/tirehotel/authorization/validate?authToken=${encodeURIComponent(authorizationToken)}&otpToken=${otp}`, { method: 'POST', body: '{}' });
    const validated = await validate(code);
    expect(validated.status).toBe(200);
    const vehicle = ((await validated.json()) as { status: number; vehicles: { regNo: string; location: { erpId: string } }[] }).vehicles[0]!;
    expect(vehicle.regNo).toBe('ABC123');
    expect((await validate(code)).status).toBe(401);

    const auth = { authorization: `Bearer ${authorizationToken}` };
    const window = { startDate: '2026-11-05', endDate: '2027-02-02', regNo: 'ABC123' };
    const days = (await (await call(`/tirehotel/booking/GetTimeslotDays?workshopIdentifier=${vehicle.location.erpId}`, { method: 'POST', headers: auth, body: JSON.stringify(window) })).json()) as { availableDates: { date: string }[] };
    expect(days.availableDates.length).toBeGreaterThan(0);
    const day = days.availableDates[0]!.date.slice(0, 10);
    const slots = (await (await call(`/tirehotel/booking/GetTimeslots?workshopIdentifier=${vehicle.location.erpId}`, { method: 'POST', headers: auth, body: JSON.stringify({ ...window, startDate: day, endDate: day }) })).json()) as { availableTimeSlotDates: { startTime: string[] }[] };
    const start = slots.availableTimeSlotDates.flatMap((d) => d.startTime)[0] ?? null;
    const booking = await call(`/tirehotel/booking/create?departmentIdentifier=${vehicle.location.erpId}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ bookingDate: day, bookingStart: start, regNo: 'ABC123', freeText: 'Byt till vinterdäck', customer: { firstName: 'Ada', lastName: 'Lind', email: 'ada@example.com', phoneMobile: '+46701234567' } }),
    });
    expect(booking.status).toBe(200);
    const inbox = (await (await fetch(`${sandbox.url}/__sandbox/inbox.json`)).json()) as { sections: { table: string; rows: unknown[] }[] };
    expect(inbox.sections.find((s) => s.table === 'tirehotel_bookings')?.rows).toHaveLength(1);
  });
});
