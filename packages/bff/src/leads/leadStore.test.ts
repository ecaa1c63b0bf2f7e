import { randomUUID } from 'node:crypto';
import { LeadStore } from './leadStore';
import { MIGRATIONS, runMigrations } from './migrations';
import type { SqlClient } from './sqlClient';
import { closeTestDatabases, TEST_DATABASES, type TestDatabase } from './testing/testDatabases';

afterAll(() => closeTestDatabases());

const T0 = new Date('2026-11-02T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const lead = (name = 'Anna', formSubmissionId: string = randomUUID()) => ({ formSubmissionId, formName: 'carstore-seSellCarForm', values: { customerName: name, customerPhone: '0701234567', customerEmail: 'anna@exempel.se' } });

describe.each(TEST_DATABASES)('LeadStore on %s', (_name, open) => {
  let db: TestDatabase;
  let sql: SqlClient;
  let store: LeadStore;
  beforeEach(async () => {
    db = await open();
    sql = await db.connect();
    await runMigrations(sql);
    store = new LeadStore(sql);
  }, 60_000);
  afterEach(() => db.drop(), 30_000);

  it('runs each migration once: a second start applies nothing', async () => {
    expect(await runMigrations(sql)).toEqual([]);
    const { rows } = await sql.query<{ version: number }>('SELECT version FROM lead_migrations ORDER BY version');
    expect(rows.map((r) => Number(r.version))).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('stores the same formSubmissionId once, posted one after the other or at once', async () => {
    const one = lead('Anna');
    expect(await store.insert(one, T0)).toBe(true);
    expect(await store.insert({ ...one, values: { customerName: 'Someone else' } }, at(1000))).toBe(false);
    const two = lead('Bo');
    const raced = await Promise.all([store.insert(two, T0), store.insert(two, T0), store.insert(two, T0)]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await store.countByStatus()).toEqual({ pending: 2, delivered: 0, parked: 0 });
    // The first body is the one kept, with the first arrival's time.
    expect(await store.get(one.formSubmissionId)).toMatchObject({ values: one.values, createdAt: T0, attempts: 0, status: 'pending' });
  });

  it('claims a due lead once until its lease runs out, then again (the instance that claimed it died)', async () => {
    const one = lead();
    await store.insert(one, T0);
    const lease = 60_000;
    expect((await store.claimDue(T0, at(lease), 10)).map((l) => l.formSubmissionId)).toEqual([one.formSubmissionId]);
    // 1 ms before the lease ends another pass finds nothing; at its end the lead is due again.
    expect(await store.claimDue(at(lease - 1), at(2 * lease), 10)).toEqual([]);
    expect((await store.claimDue(at(lease), at(2 * lease), 10)).map((l) => l.formSubmissionId)).toEqual([one.formSubmissionId]);
  });

  it('claims only leads whose next attempt is due, at most `limit`', async () => {
    const leads = [lead('A'), lead('B'), lead('C')];
    for (const l of leads) await store.insert(l, T0);
    await store.claimDue(T0, at(1), 3);
    await store.markFailed(leads[0]!.formSubmissionId, { error: 'comhub answered 503', nextAttemptAt: at(5000), park: false });
    await store.markDelivered(leads[1]!.formSubmissionId, at(2));
    await store.markFailed(leads[2]!.formSubmissionId, { error: 'comhub answered 503', nextAttemptAt: at(5000), park: false });
    expect(await store.claimDue(at(4999), at(10_000), 10)).toEqual([]);
    const claimed = await store.claimDue(at(5000), at(10_000), 1);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]?.attempts).toBe(1);
  });

  it('marks delivered once, counts failures, parks and re-queues', async () => {
    const [a, b] = [lead('A'), lead('B')];
    await store.insert(a, T0);
    await store.insert(b, T0);
    await store.markDelivered(a.formSubmissionId, at(10));
    await store.markDelivered(a.formSubmissionId, at(20));
    expect(await store.get(a.formSubmissionId)).toMatchObject({ status: 'delivered', deliveredAt: at(10) });
    await store.markFailed(b.formSubmissionId, { error: 'comhub answered 400', nextAttemptAt: at(30), park: true });
    expect(await store.get(b.formSubmissionId)).toMatchObject({ status: 'parked', attempts: 1, lastError: 'comhub answered 400' });
    expect(await store.claimDue(at(10_000_000), at(10_000_001), 10)).toEqual([]);
    // Only a parked lead can be re-queued; it is due at once with its attempts reset.
    expect(await store.requeue(a.formSubmissionId, at(40))).toBe(false);
    expect(await store.requeue(b.formSubmissionId, at(40))).toBe(true);
    expect(await store.get(b.formSubmissionId)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: at(40) });
    expect(await store.countByStatus()).toEqual({ pending: 1, delivered: 1, parked: 0 });
    expect((await store.list('delivered')).map((l) => l.formSubmissionId)).toEqual([a.formSubmissionId]);
  });

  it('deletes leads of every status created before the cutoff, and none at or after it', async () => {
    const [old, parked, edge] = [lead('Old'), lead('Parked'), lead('Edge')];
    await store.insert(old, at(-1));
    await store.insert(parked, at(-2));
    await store.markFailed(parked.formSubmissionId, { error: 'x', nextAttemptAt: at(0), park: true });
    await store.insert(edge, T0);
    expect(await store.deleteCreatedBefore(T0)).toBe(2);
    expect(await store.countByStatus()).toEqual({ pending: 1, delivered: 0, parked: 0 });
    expect(await store.get(edge.formSubmissionId)).toBeDefined();
  });
});

describe('migrations on PostgreSQL, two instances starting at once', () => {
  it('apply once: the advisory lock makes the second wait and find nothing to do', async () => {
    const [, open] = TEST_DATABASES[1]!;
    const db = await open();
    try {
      const [a, b] = [await db.connect(), await db.connect()];
      const applied = await Promise.all([runMigrations(a), runMigrations(b)]);
      expect(applied.flat()).toEqual(MIGRATIONS.map((m) => m.version));
    } finally {
      await db.drop();
    }
  }, 60_000);
});
