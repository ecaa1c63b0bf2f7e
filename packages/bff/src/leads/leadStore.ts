import { LEAD_STATUSES, type ClaimedLead, type LeadCounts, type LeadStatus, type NewLead, type StoredLead } from './lead';
import type { SqlClient } from './sqlClient';

interface LeadRow {
  form_submission_id: string;
  form_name: string;
  form_values: Record<string, unknown>;
  status: LeadStatus;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
}

const iso = (date: Date) => date.toISOString();
const toDate = (value: Date | string) => new Date(value);

function storedLead(row: LeadRow): StoredLead {
  return {
    formSubmissionId: row.form_submission_id,
    formName: row.form_name,
    values: row.form_values,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: toDate(row.next_attempt_at),
    lastError: row.last_error,
    createdAt: toDate(row.created_at),
    deliveredAt: row.delivered_at === null ? null : toDate(row.delivered_at),
  };
}

/** What became of one delivery attempt that did not deliver. */
export interface FailedAttempt {
  error: string;
  /** When to try again; ignored when parked. */
  nextAttemptAt: Date;
  park: boolean;
}

/**
 * The leads the BFF owns until the forms upstream has them, in SQL that PostgreSQL and PGlite both run.
 * Times come from the caller's clock, so tests fix them.
 */
export class LeadStore {
  constructor(readonly sql: SqlClient) {}

  /** Stores a lead once per formSubmissionId; true when this call stored it, false when it was there already. */
  async insert(lead: NewLead, now: Date): Promise<boolean> {
    const result = await this.sql.query(
      `INSERT INTO leads (form_submission_id, form_name, form_values, status, attempts, next_attempt_at, created_at)
       VALUES ($1, $2, $3::jsonb, 'pending', 0, $4, $4)
       ON CONFLICT (form_submission_id) DO NOTHING`,
      [lead.formSubmissionId, lead.formName, JSON.stringify(lead.values), iso(now)],
    );
    return result.affectedRows > 0;
  }

  /**
   * Claims up to `limit` due pending leads for one attempt: the rows are locked while the lease is set, and
   * rows another instance is claiming at that moment are skipped (SKIP LOCKED), so no two claims overlap.
   * A lease that runs out (its instance died mid-send) makes the lead due again.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedLead[]> {
    return this.sql.transaction(async (tx) => {
      const claimed = await tx.query<LeadRow>(
        `UPDATE leads SET claimed_until = $2
         WHERE form_submission_id IN (
           SELECT form_submission_id FROM leads
           WHERE status = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
           ORDER BY next_attempt_at, created_at
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING form_submission_id, form_name, form_values, attempts`,
        [iso(now), iso(leaseUntil), limit],
      );
      return claimed.rows.map((row) => ({ formSubmissionId: row.form_submission_id, formName: row.form_name, values: row.form_values, attempts: Number(row.attempts) }));
    });
  }

  /** Marks a claimed lead delivered (once: a lead already delivered stays as it was). */
  async markDelivered(formSubmissionId: string, now: Date): Promise<void> {
    await this.sql.query(
      `UPDATE leads SET status = 'delivered', delivered_at = $2, claimed_until = NULL, last_error = NULL
       WHERE form_submission_id = $1 AND status = 'pending'`,
      [formSubmissionId, iso(now)],
    );
  }

  /** Counts a failed attempt: due again at `nextAttemptAt`, or parked for an operator. */
  async markFailed(formSubmissionId: string, attempt: FailedAttempt): Promise<void> {
    await this.sql.query(
      `UPDATE leads SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3, claimed_until = NULL,
         status = CASE WHEN $4::boolean THEN 'parked' ELSE 'pending' END
       WHERE form_submission_id = $1 AND status = 'pending'`,
      [formSubmissionId, attempt.error.slice(0, 500), iso(attempt.nextAttemptAt), attempt.park],
    );
  }

  /** Puts a parked lead back in the queue, due now with its attempts reset; false when it is not parked. */
  async requeue(formSubmissionId: string, now: Date): Promise<boolean> {
    const result = await this.sql.query(
      `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = $2, claimed_until = NULL
       WHERE form_submission_id = $1 AND status = 'parked'`,
      [formSubmissionId, iso(now)],
    );
    return result.affectedRows > 0;
  }

  /** Deletes leads of any status created before `cutoff` (personal data is kept no longer); returns how many. */
  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    const result = await this.sql.query('DELETE FROM leads WHERE created_at < $1', [iso(cutoff)]);
    return result.affectedRows;
  }

  /** How many leads are in each status. */
  async countByStatus(): Promise<LeadCounts> {
    const { rows } = await this.sql.query<{ status: LeadStatus; n: number }>('SELECT status, count(*)::int AS n FROM leads GROUP BY status');
    const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as LeadCounts;
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  /** Leads of one status, newest first. */
  async list(status: LeadStatus, limit = 100): Promise<StoredLead[]> {
    const { rows } = await this.sql.query<LeadRow>(
      `SELECT form_submission_id, form_name, form_values, status, attempts, next_attempt_at, last_error, created_at, delivered_at
       FROM leads WHERE status = $1 ORDER BY created_at DESC, form_submission_id LIMIT $2`,
      [status, limit],
    );
    return rows.map(storedLead);
  }

  /** One lead, or undefined. */
  async get(formSubmissionId: string): Promise<StoredLead | undefined> {
    const { rows } = await this.sql.query<LeadRow>(
      `SELECT form_submission_id, form_name, form_values, status, attempts, next_attempt_at, last_error, created_at, delivered_at
       FROM leads WHERE form_submission_id = $1`,
      [formSubmissionId],
    );
    return rows[0] ? storedLead(rows[0]) : undefined;
  }
}
