/** @jest-environment node */
import { Writable } from 'node:stream';
import { tireHotelCredentialsSchema, tireHotelCustomerSchema } from '@showroom/contracts/tirehotel';
import Fastify from 'fastify';
import { generateSeedData } from '../data/seed';
import { Outbox, outboxListingSchema } from '../outbox/outbox';
import { registerOutbox } from '../outbox/route';
import { buildTireHotelDirectory } from './directory';
import { registerTireHotel } from './route';
import { TireSessions } from './sessions';
import { MemoryTireHotelStorage } from './storage';
import { registerTireHotelEndpoints } from './upstream';

const data = generateSeedData({ seed: 1, cars: 300, now: new Date('2026-03-01T09:00:00Z') });

describe('the sandbox log never holds a code or a token (issue 19)', () => {
  it('logs a search, login, wrong and right validate and a booking call at trace level without the code, the token or the encrypted number', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const now = () => new Date('2026-03-01T09:00:00Z');
    const outbox = new Outbox(now);
    // The sandbox's own Fastify logger, as `--log` starts it, but at its most talkative level and into a buffer.
    const app = Fastify({ logger: { level: 'trace', stream } });
    const directory = buildTireHotelDirectory(data, 'test-secret');
    registerTireHotel(app, data.tireCustomers, () => false, directory.phones);
    registerTireHotelEndpoints(app, { directory, storage: Promise.resolve(new MemoryTireHotelStorage()), sessions: new TireSessions(now), outbox, now, isEmpty: () => false });
    registerOutbox(app, outbox);

    const customer = tireHotelCustomerSchema.parse((await app.inject({ url: '/tirehotel/authorization/search?regNo=ABC123' })).json());
    const login = await app.inject({ method: 'POST', url: `/tirehotel/authorization/login?encryptedPhoneNumber=${customer.encryptedPhoneNumber}` });
    const token = tireHotelCredentialsSchema.parse(login.json()).authorizationToken;
    const code = outboxListingSchema.parse((await app.inject({ url: '/__sandbox/outbox' })).json()).messages[0]?.code ?? '';
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect((await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${token}&otpToken=${wrong}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/tirehotel/authorization/validate?authToken=${token}&otpToken=${code}` })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/tirehotel/review/addReview', headers: { authorization: `Bearer ${token}` }, payload: { rating: 5, comment: '', date: '2026-03-01' } });
    await app.close();

    const log = lines.join('');
    // The capture works: every call was logged (incoming request and request completed), the validate path included.
    expect(lines.filter((line) => line.includes('"incoming request"')).length).toBeGreaterThanOrEqual(6);
    expect(log).toContain('/tirehotel/authorization/validate');
    expect(code).toMatch(/^\d{4}$/);
    expect(log).not.toContain(token);
    expect(log).not.toContain(customer.encryptedPhoneNumber);
    expect(log).not.toContain(`otpToken=${code}`);
    expect(log).not.toContain('otpToken');
    // The outbox is the SMS stand-in and holds the code; its listing is not a log line.
    expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?!\\d)`, 'u'));
  });
});
