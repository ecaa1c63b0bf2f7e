import type { LeadSender } from './comhubSender';
import { DeliveryWorker, type DeliveryWorkerSettings, type LeadLog } from './deliveryWorker';
import type { NewLead } from './lead';
import type { LeadsConfig } from './leadsConfig';
import { LeadStore } from './leadStore';
import { runMigrations } from './migrations';
import { openSqlClient } from './openSqlClient';
import type { SqlClient } from './sqlClient';

/** The store could not take a lead: the BFF answers 503 and the browser shows its error line. */
export class LeadStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the lead store is not available: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'LeadStoreUnavailable';
  }
}

/** What the BFF's form route and the operator page use. */
export interface Leads {
  /** Stores a lead (once per formSubmissionId) and wakes the worker; throws LeadStoreUnavailable. */
  submit(lead: NewLead): Promise<void>;
  /** The store once it is open and migrated; throws LeadStoreUnavailable. */
  store(): Promise<LeadStore>;
  /** Test hook (SHOWROOM_TEST_HOOKS only): an unavailable store refuses every lead as a dead database would. */
  setAvailable(available: boolean): void;
  close(): Promise<void>;
}

export interface StartLeadsOptions {
  config: LeadsConfig;
  send: LeadSender;
  log: LeadLog;
  clock?: () => Date;
  random?: () => number;
  /** Opens the database (default: PostgreSQL or PGlite from the config); tests hand in their own. */
  open?: () => Promise<SqlClient>;
  /** Start the delivery worker (default true). */
  deliver?: boolean;
}

/** The worker's settings from the leads config. */
export function workerSettings(config: LeadsConfig): DeliveryWorkerSettings {
  return {
    baseMs: config.backoffBaseMs,
    capMs: config.backoffCapMs,
    retryAfterCapMs: config.retryAfterCapMs,
    maxAttempts: config.maxAttempts,
    pollMs: config.pollMs,
    leaseMs: config.leaseMs,
    batchSize: config.batchSize,
    retentionDays: config.retentionDays,
  };
}

/** Opens a store and runs its migrations. */
export async function openLeadStore(open: () => Promise<SqlClient>): Promise<LeadStore> {
  const sql = await open();
  try {
    await runMigrations(sql);
  } catch (error) {
    await sql.close().catch(() => undefined);
    throw error;
  }
  return new LeadStore(sql);
}

/**
 * Opens the lead store in the background (PGlite's first start takes seconds; a host answers pages
 * meanwhile, and a lead waits for it) and starts the delivery worker on it. A store that failed to open is
 * opened again on the next lead, so a database that was down at start is picked up when it is back.
 */
export function startLeads(options: StartLeadsOptions): Leads {
  const clock = options.clock ?? (() => new Date());
  const open = options.open ?? (() => openSqlClient(options.config));
  let opening: Promise<{ store: LeadStore; worker: DeliveryWorker }> | undefined;
  let available = true;
  let closed = false;

  const ready = () => {
    opening ??= openLeadStore(open).then((store) => {
      const { config } = options;
      const worker = new DeliveryWorker({ store, send: options.send, log: options.log, clock, ...(options.random ? { random: options.random } : {}), settings: workerSettings(config) });
      if (closed) void store.sql.close();
      else if (options.deliver !== false) worker.start();
      options.log.info({ database: store.sql.description }, 'lead store open');
      return { store, worker };
    });
    opening.catch((error: unknown) => {
      options.log.error({ err: error instanceof Error ? error.message : String(error) }, 'lead store did not open');
      opening = undefined;
    });
    return opening;
  };
  ready();

  const store = async () => {
    if (!available || closed) throw new LeadStoreUnavailable(closed ? 'closed' : 'switched off by a test');
    try {
      return (await ready()).store;
    } catch (error) {
      throw new LeadStoreUnavailable(error);
    }
  };

  return {
    store,
    async submit(lead) {
      const opened = await store();
      try {
        await opened.insert(lead, clock());
      } catch (error) {
        throw new LeadStoreUnavailable(error);
      }
      (await opening)?.worker.wake();
    },
    setAvailable(value) {
      available = value;
    },
    async close() {
      closed = true;
      const current = opening;
      if (!current) return;
      const opened = await current.catch(() => undefined);
      if (!opened) return;
      await opened.worker.stop();
      await opened.store.sql.close();
    },
  };
}
