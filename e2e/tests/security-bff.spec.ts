import { expect, test } from '@playwright/test';
import { PORT } from '../support/system';

// Issue 12: attacks on the BFF's routes, made over HTTP against the started host (fetch() sets the Host
// header to the URL's, so these calls are dealergroup-se's: 127.0.0.1 is the default site).
const API = `http://127.0.0.1:${PORT}/api`;
const post = (path: string, body: unknown) => fetch(`${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test.describe('form-builder submissions (item 2)', () => {
  test('the reported call, the newsletter form, is 404 and leaks no one', async () => {
    const response = await post('/jotform', { formId: '241000000000001' });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/@example\.com|fullName/);
  });

  test('every seeded form the site does not show is 404', async () => {
    // docs/sandbox.md: 241000000000000 to ...004 exist; dealergroup-se shows ...004 only.
    for (const formId of ['241000000000000', '241000000000002', '241000000000003']) expect((await post('/jotform', { formId })).status).toBe(404);
  });

  test("the site's questionnaire answers with its score only", async () => {
    const response = await post('/jotform', { formId: '241000000000004' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { content: { answers: Record<string, { name: string }> }[] };
    expect(body.content.length).toBeGreaterThan(0);
    for (const submission of body.content) expect(Object.values(submission.answers).map((a) => a.name)).toEqual(['rating']);
  });
});
