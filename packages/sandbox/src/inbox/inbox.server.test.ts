import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningSandbox } from '../index';
import { spawnSandbox } from '../testing/spawnSandbox';

jest.setTimeout(60_000);

describe('sandbox inbox (real PGlite)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await spawnSandbox(['--cars', '300', '--data-dir', mkdtempSync(path.join(tmpdir(), 'sandbox-inbox-'))]);
  }, 60_000);
  afterAll(() => sandbox.close());

  it('lists a stored lead on the JSON and the HTML inbox, escaped', async () => {
    const name = '<b>Inbox Testsson</b>';
    const posted = await fetch(`${sandbox.url}/comhub/api/forms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'sandbox-key' },
      body: JSON.stringify({ formName: 'carstore-seSellCarForm', formSubmissionId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', values: { customerName: name } }),
    });
    expect(posted.status).toBe(202);
    const json = (await (await fetch(`${sandbox.url}/__sandbox/inbox.json`)).json()) as { sections: { table: string; rows: { submission_values: { customerName: string } }[] }[] };
    const leads = json.sections.find((s) => s.table === 'form_submissions');
    expect(leads?.rows.map((r) => r.submission_values.customerName)).toContain(name);
    const html = await (await fetch(`${sandbox.url}/__sandbox/inbox`)).text();
    expect(html).toContain('&lt;b&gt;Inbox Testsson&lt;/b&gt;');
  });
});
