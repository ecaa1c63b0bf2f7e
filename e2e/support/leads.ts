import { PORT } from './system';

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';

/**
 * Makes the host's lead store refuse leads (false) or take them again (true), as a dead database would:
 * the test-only route exists because npm test starts the host with SHOWROOM_TEST_HOOKS=1.
 */
export async function setLeadsStore(available: boolean): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${PORT}/__test/leads-store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ available }),
  });
  if (!response.ok) throw new Error(`the lead store switch refused: ${response.status} ${await response.text()}`);
}

export interface Receipt {
  formSubmissionId: string;
  values: Record<string, unknown>;
  /** How many times comhub received this submission (a repeated delivery is absorbed and counted). */
  receivedCount: number;
}

/** What comhub received for a form name: each submission once, with its receipt count. */
export async function comhubReceipts(formName: string): Promise<Receipt[]> {
  const response = await fetch(`${SANDBOX}/__sandbox/forms?formName=${encodeURIComponent(formName)}`);
  return ((await response.json()) as { submissions: Receipt[] }).submissions;
}
