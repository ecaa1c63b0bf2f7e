import { deliveryOutcome, type OutcomeSettings } from './deliveryOutcome';
import type { LeadSender } from './comhubSender';
import type { ClaimedLead } from './lead';
import type { LeadStore } from './leadStore';

/** Only ids and form names: a lead's values are personal data and stay out of the logs. */
export interface LeadLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeliveryWorkerSettings extends OutcomeSettings {
  pollMs: number;
  leaseMs: number;
  batchSize: number;
  retentionDays: number;
}

export interface DeliveryWorkerDeps {
  store: LeadStore;
  send: LeadSender;
  settings: DeliveryWorkerSettings;
  log: LeadLog;
  clock?: () => Date;
  random?: () => number;
}

const DAY_MS = 86_400_000;
/** Retention runs at most this often (and on the first pass). */
const RETENTION_EVERY_MS = 60 * 60_000;

/**
 * Delivers stored leads to the forms upstream. A pass claims due leads (a lease, so another instance on the
 * same database skips them), sends them side by side and records each outcome; passes follow one another
 * while full batches come back, then the worker sleeps until woken (a lead was stored) or the poll interval.
 */
export class DeliveryWorker {
  private readonly clock: () => Date;
  private readonly random: () => number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastRetention = -Infinity;

  constructor(private readonly deps: DeliveryWorkerDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.random = deps.random ?? Math.random;
  }

  /** Starts the loop with a pass now (leads left by a previous run are due). */
  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Runs a pass as soon as possible; a wake during a pass runs another right after it. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.loop().finally(() => {
      this.running = undefined;
      this.schedule();
    });
  }

  /** Stops the loop and waits for the pass in flight (its leads are recorded, or their lease runs out). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      this.wake();
      return;
    }
    this.timer = setTimeout(() => this.wake(), this.deps.settings.pollMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    try {
      let claimed = this.deps.settings.batchSize;
      // A full batch means more may be due: keep going until a batch comes back short.
      while (!this.stopped && claimed === this.deps.settings.batchSize) claimed = await this.pass();
    } catch (error) {
      // The database went away: the next poll tries again, and nothing claimed is lost (its lease runs out).
      this.deps.log.error({ err: error instanceof Error ? error.message : String(error) }, 'lead delivery pass failed');
    }
  }

  /** One pass: retention when due, then one batch; returns how many leads it claimed. */
  async pass(): Promise<number> {
    const { store, settings } = this.deps;
    const now = this.clock();
    if (now.getTime() - this.lastRetention >= RETENTION_EVERY_MS) {
      this.lastRetention = now.getTime();
      const deleted = await store.deleteCreatedBefore(new Date(now.getTime() - settings.retentionDays * DAY_MS));
      if (deleted > 0) this.deps.log.info({ deleted, retentionDays: settings.retentionDays }, 'old leads deleted');
    }
    const claimed = await store.claimDue(now, new Date(now.getTime() + settings.leaseMs), settings.batchSize);
    await Promise.all(claimed.map((lead) => this.deliver(lead)));
    return claimed.length;
  }

  private async deliver(lead: ClaimedLead): Promise<void> {
    const { store, send, settings, log } = this.deps;
    const result = await send(lead).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));
    const now = this.clock();
    const outcome = deliveryOutcome(result, lead.attempts, settings, now, this.random);
    const about = { formSubmissionId: lead.formSubmissionId, formName: lead.formName };
    if (outcome.kind === 'delivered') return store.markDelivered(lead.formSubmissionId, now);
    if (outcome.kind === 'parked') log.error({ ...about, error: outcome.error }, 'lead parked: an operator can re-queue it at /__ops/leads');
    else log.warn({ ...about, error: outcome.error, nextAttemptAt: outcome.nextAttemptAt.toISOString() }, 'lead delivery failed; will retry');
    await store.markFailed(lead.formSubmissionId, {
      error: outcome.error,
      park: outcome.kind === 'parked',
      nextAttemptAt: outcome.kind === 'retry' ? outcome.nextAttemptAt : now,
    });
  }
}
