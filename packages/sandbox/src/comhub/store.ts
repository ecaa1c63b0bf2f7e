import { PGlite } from '@electric-sql/pglite';
import type { ComhubSubmission, StoredSubmission } from '@showroom/contracts';

/** A stored submission and how many times comhub received it (a retried delivery is absorbed, and counted). */
export type ReceivedSubmission = StoredSubmission & { receivedCount: number };

/** Form submissions in an embedded Postgres that persists in the data directory. */
export class SubmissionStore {
  private constructor(private readonly db: PGlite) {}

  /** Creates the store's table in the sandbox database when missing. */
  static async create(db: PGlite): Promise<SubmissionStore> {
    await db.exec(`
      CREATE TABLE IF NOT EXISTS form_submissions (
        id TEXT PRIMARY KEY,
        form_name TEXT NOT NULL,
        form_submission_id UUID NOT NULL,
        submission_values JSONB NOT NULL,
        received_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS form_submissions_form_name ON form_submissions (form_name);
      ALTER TABLE form_submissions ADD COLUMN IF NOT EXISTS received_count INTEGER NOT NULL DEFAULT 1;
    `);
    return new SubmissionStore(db);
  }

  /**
   * Stores a submission; a repeated formSubmissionId is stored once (clients retry). The id is
   * made from the formSubmissionId, so a retry, even one that races the first, meets the key. Each receipt
   * is counted (received_count), so a bench tells a lead delivered twice (absorbed here) from one stored twice.
   */
  async add(submission: ComhubSubmission, receivedAt: Date): Promise<string> {
    const id = `sub_${submission.formSubmissionId}`;
    await this.db.query(
      `INSERT INTO form_submissions (id, form_name, form_submission_id, submission_values, received_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET received_count = form_submissions.received_count + 1`,
      [id, submission.formName, submission.formSubmissionId, JSON.stringify(submission.values), receivedAt.toISOString()],
    );
    return id;
  }

  /** Stored submissions, oldest first, optionally of one form. */
  async list(formName?: string): Promise<ReceivedSubmission[]> {
    const result = await this.db.query<{ id: string; form_name: string; form_submission_id: string; submission_values: ComhubSubmission['values']; received_at: Date; received_count: number }>(
      formName
        ? 'SELECT * FROM form_submissions WHERE form_name = $1 ORDER BY received_at, id'
        : 'SELECT * FROM form_submissions ORDER BY received_at, id',
      formName ? [formName] : [],
    );
    return result.rows.map((row) => ({
      id: row.id,
      formName: row.form_name,
      formSubmissionId: row.form_submission_id,
      values: row.submission_values,
      receivedAt: new Date(row.received_at).toISOString(),
      receivedCount: Number(row.received_count),
    }));
  }

}
