import { randomUUID } from 'node:crypto';
import type { SendResult } from './deliveryOutcome';
import { DeliveryWorker, type DeliveryWorkerSettings } from './deliveryWorker';
import type { NewLead } from './lead';
import { startLeads } from './leadService';
import type { LeadsConfig } from './leadsConfig';
import { LeadStore } from './leadStore';
import { runMigrations } from './migrations';
import { closeTestDatabases, TEST_DATABASES, type TestDatabase } from './testing/testDatabases';

afterAll(() => closeTestDatabases());

const T0 = new Date('2026-11-02T09:00:00.000Z');
const DAY = 86_400_000;
const settings: DeliveryWorkerSettings = { baseMs: 1000, capMs: 60_000, retryAfterCapMs: 3_600_000, maxAttempts: 3, pollMs: 3_600_000, leaseMs: 60_000, batchSize: 20, retentionDays: 90 };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const lead = (name = 'Anna'): NewLead => ({ formSubmissionId: randomUUID(), formName: 'carstore-seSellCarForm', values: { customerName: name, customerPhone: '0701234567', customerEmail: 'anna@exempel.se' } });

/** A fake forms upstream: answers from a script (default 202) and counts posts per id. */
function upstream(answers: (SendResult | Error)[] = []) {
  const posts = new Map<string, number>();
  const send = async (l: NewLead): Promise<SendResult> => {
    posts.set(l.formSubmissionId, (posts.get(l.formSubmissionId) ?? 0) + 1);
    const answer = answers.shift() ?? { status: 202 };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { posts, send };
}

describe.each(TEST_DATABASES)('DeliveryWorker on %s', (_name, open) => {
  let db: TestDatabase;
  let store: LeadStore;
  let now: Date;
  const clock = () => now;
  beforeEach(async () => {
    now = T0;
    db = await open();
    const sql = await db.connect();
    await runMigrations(sql);
    store = new LeadStore(sql);
  }, 60_000);
  afterEach(() => db.drop(), 30_000);

  const worker = (send: (l: NewLead) => Promise<SendResult>, random = () => 0.5, overrides: Partial<DeliveryWorkerSettings> = {}) =>
    new DeliveryWorker({ store, send, settings: { ...settings, ...overrides }, log: silent, clock, random });

  it('delivers a due lead with the body comhub expects, and marks it delivered', async () => {
    const one = lead();
    await store.insert({ ...one, values: { ...one.values, toName: 'Hedin', toEmail: 'leads@hedin.example' } }, T0);
    const bodies: NewLead[] = [];
    await worker(async (l) => (bodies.push(l), { status: 202 })).pass();
    expect(bodies).toEqual([{ formSubmissionId: one.formSubmissionId, formName: one.formName, values: { ...one.values, toName: 'Hedin', toEmail: 'leads@hedin.example' }, attempts: 0 }]);
    expect(await store.get(one.formSubmissionId)).toMatchObject({ status: 'delivered', deliveredAt: T0, attempts: 0 });
  });

  it('backs off with jitter after a failure, and delivers when due again', async () => {
    const one = lead();
    await store.insert(one, T0);
    const fake = upstream([{ status: 503 }]);
    const w = worker(fake.send, () => 0.25);
    await w.pass();
    // 1st failure: floor(0.25 * min(60000, 1000 * 2^0)) = 250 ms
    expect(await store.get(one.formSubmissionId)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: new Date(T0.getTime() + 250), lastError: 'comhub answered 503' });
    now = new Date(T0.getTime() + 249);
    expect(await w.pass()).toBe(0);
    now = new Date(T0.getTime() + 250);
    expect(await w.pass()).toBe(1);
    expect(await store.get(one.formSubmissionId)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(fake.posts.get(one.formSubmissionId)).toBe(2);
  });

  it("waits as long as the upstream's Retry-After says", async () => {
    const one = lead();
    await store.insert(one, T0);
    await worker(upstream([{ status: 429, retryAfter: '120' }]).send).pass();
    expect(await store.get(one.formSubmissionId)).toMatchObject({ attempts: 1, nextAttemptAt: new Date(T0.getTime() + 120_000) });
  });

  it('parks a lead after maxAttempts failures (no answer counts too), and at once on a 400', async () => {
    const [tries, refused] = [lead('Tries'), lead('Refused')];
    await store.insert(tries, T0);
    const w = worker(upstream([{ status: 500 }, new Error('socket hang up'), { status: 502 }]).send, () => 0);
    // random 0: every retry is due at once.
    await w.pass();
    await w.pass();
    expect(await store.get(tries.formSubmissionId)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'socket hang up' });
    await w.pass();
    expect(await store.get(tries.formSubmissionId)).toMatchObject({ status: 'parked', attempts: 3, lastError: 'comhub answered 502 (attempt 3 of 3)' });
    await store.insert(refused, T0);
    await worker(upstream([{ status: 400 }]).send).pass();
    expect(await store.get(refused.formSubmissionId)).toMatchObject({ status: 'parked', attempts: 1, lastError: 'comhub answered 400' });
    // Re-queued by an operator, it is delivered on the next pass.
    expect(await store.requeue(refused.formSubmissionId, now)).toBe(true);
    await worker(upstream().send).pass();
    expect(await store.get(refused.formSubmissionId)).toMatchObject({ status: 'delivered' });
  });

  it('re-delivers a lead whose instance died after claiming it, once its lease has run out', async () => {
    const one = lead();
    await store.insert(one, T0);
    // The first instance claims it and dies before it records anything.
    expect(await store.claimDue(T0, new Date(T0.getTime() + settings.leaseMs), settings.batchSize)).toHaveLength(1);
    const fake = upstream();
    const survivor = worker(fake.send);
    now = new Date(T0.getTime() + settings.leaseMs - 1);
    expect(await survivor.pass()).toBe(0);
    now = new Date(T0.getTime() + settings.leaseMs);
    expect(await survivor.pass()).toBe(1);
    expect(fake.posts.get(one.formSubmissionId)).toBe(1);
    expect(await store.get(one.formSubmissionId)).toMatchObject({ status: 'delivered' });
  });

  it('deletes leads older than the retention on its pass (fixed clock, both sides of the boundary)', async () => {
    const [old, edge] = [lead('Old'), lead('Edge')];
    await store.insert(old, new Date(T0.getTime() - 1));
    await store.insert(edge, T0);
    await store.markDelivered(old.formSubmissionId, T0);
    await store.markDelivered(edge.formSubmissionId, T0);
    // 90 days after T0: the cutoff is T0; "Old" (T0 - 1 ms) goes, "Edge" (exactly T0) stays.
    now = new Date(T0.getTime() + 90 * DAY);
    await worker(upstream().send).pass();
    expect(await store.get(old.formSubmissionId)).toBeUndefined();
    expect(await store.get(edge.formSubmissionId)).toBeDefined();
    // One ms later, a new worker (retention runs on its first pass) deletes "Edge" too.
    now = new Date(T0.getTime() + 90 * DAY + 1);
    await worker(upstream().send).pass();
    expect(await store.countByStatus()).toEqual({ pending: 0, delivered: 0, parked: 0 });
  });

  it('two instances on one database deliver each of 200 leads exactly once', async () => {
    const leads = Array.from({ length: 200 }, (_, i) => lead(`Lead ${i}`));
    for (const l of leads) await store.insert(l, T0);
    const fake = upstream();
    // The second instance has its own connection pool (on PGlite, the one connection there is).
    const other = new LeadStore(await db.connect());
    const slowSend = async (l: NewLead) => {
      await new Promise((resolve) => setImmediate(resolve));
      return fake.send(l);
    };
    const a = new DeliveryWorker({ store, send: slowSend, settings: { ...settings, batchSize: 7 }, log: silent, clock });
    const b = new DeliveryWorker({ store: other, send: slowSend, settings: { ...settings, batchSize: 7 }, log: silent, clock });
    const drain = async (w: DeliveryWorker) => {
      while ((await w.pass()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    expect(fake.posts.size).toBe(200);
    expect([...fake.posts.values()].every((n) => n === 1)).toBe(true);
    expect(await store.countByStatus()).toEqual({ pending: 0, delivered: 200, parked: 0 });
  }, 60_000);
});

describe.each(TEST_DATABASES)('startLeads on %s', (_name, open) => {
  const config: LeadsConfig = { databaseUrl: undefined, pgliteDir: 'memory://', backoffBaseMs: 1000, backoffCapMs: 60_000, retryAfterCapMs: 3_600_000, maxAttempts: 3, pollMs: 3_600_000, leaseMs: 60_000, batchSize: 20, retentionDays: 90, sendTimeoutMs: 1000 };

  it('wakes the worker when a lead is stored (no wait for the hour-long poll), and stops on close', async () => {
    const db = await open();
    try {
      let delivered: (l: NewLead) => void = () => undefined;
      const sent = new Promise<NewLead>((resolve) => (delivered = resolve));
      const leads = startLeads({ config, log: silent, open: () => db.connect(), send: async (l) => (delivered(l), { status: 202 }) });
      const one = lead();
      await leads.submit(one);
      await leads.submit(one);
      expect((await sent).formSubmissionId).toBe(one.formSubmissionId);
      const store = await leads.store();
      await leads.close();
      expect(await store.sql.query('SELECT 1').catch(() => 'closed')).toBeDefined();
      await expect(leads.submit(lead())).rejects.toThrow(/not available/);
    } finally {
      await db.drop();
    }
  }, 60_000);

  it('refuses leads while switched off (the e2e hook), and takes them again when on', async () => {
    const db = await open();
    try {
      const leads = startLeads({ config, log: silent, open: () => db.connect(), send: async () => ({ status: 202 }), deliver: false });
      leads.setAvailable(false);
      await expect(leads.submit(lead())).rejects.toThrow(/not available/);
      leads.setAvailable(true);
      await leads.submit(lead());
      expect(await (await leads.store()).countByStatus()).toEqual({ pending: 1, delivered: 0, parked: 0 });
      await leads.close();
    } finally {
      await db.drop();
    }
  }, 60_000);
});
