// npm run bench:bruteforce: can a script guess a tire-hotel one-time code (issue 19)? Starts the system (sandbox,
// CDN, host with its BFF) on TEST_PORT_BASE + 4000, logs in once for ABC123 through the host's BFF and tries all
// 10,000 four-digit codes, 0000 to 9999 in order, on that one login, as a script that cannot read the SMS would.
// Prints how many tries were answered before it was stopped (the sandbox kills a code at the 5th wrong try, the BFF
// forwards no 6th and answers 10 validate calls per token at most, then 429), how many got 401, 429 and 200, the refusal the script met, and
// whether the right code (read from the sandbox's outbox) still works afterwards, through the BFF and at the sandbox.
// Exits 1 when more than 5 tries were answered, a try hit the right code, or it still works after the attack.
//   -- --regno ABC123 (another test registration number)
import { argument, buildIfMissing, startBenchSystem } from './bench-lib.mjs';

const REG_NO = argument('regno', 'ABC123');
// The sandbox kills a code at its 5th wrong try and the BFF forwards no 6th (then 10 validate calls per token at most).
const MAX_ANSWERED = 5;

buildIfMissing();
const system = await startBenchSystem(4000, { LOG_LEVEL: 'error' });
try {
  const api = `http://127.0.0.1:${system.env.PORT}/api/tirehotel`;
  const sandbox = system.env.SANDBOX_URL;
  const json = { 'content-type': 'application/json' };
  const post = (path, body) => fetch(`${api}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });

  const customer = await (await fetch(`${api}/authorization/search?regNo=${REG_NO}`)).json();
  if (!customer.encryptedPhoneNumber) throw new Error(`search for ${REG_NO} found no customer: ${JSON.stringify(customer)}`);
  const login = await post('/authorization/login', { encryptedPhoneNumber: customer.encryptedPhoneNumber });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { authorizationToken } = await login.json();
  const outbox = await (await fetch(`${sandbox}/__sandbox/outbox`)).json();
  const rightCode = outbox.messages.find((m) => String(m.regNo ?? '').split(', ').includes(REG_NO))?.code;
  if (!rightCode) throw new Error('no code in the sandbox outbox');

  const statuses = {};
  const refusals = {};
  const answeredMessages = [];
  let firstRefusal;
  let hitAt = -1;
  const started = performance.now();
  for (let n = 0; n < 10_000; n++) {
    const guess = String(n).padStart(4, '0');
    const answer = await post('/authorization/validate', { authToken: authorizationToken, otpToken: guess });
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const body = await answer.json().catch(() => ({}));
    if (answer.status === 200 && hitAt < 0) hitAt = n + 1;
    if (answer.status === 429) {
      firstRefusal ??= { at: n + 1, message: body.message, retryAfter: answer.headers.get('retry-after') };
      refusals[body.message] = (refusals[body.message] ?? 0) + 1;
    }
    else answeredMessages.push(`${answer.status} ${body.message ?? 'OK'}`);
  }
  const seconds = (performance.now() - started) / 1000;

  const afterBff = await post('/authorization/validate', { authToken: authorizationToken, otpToken: rightCode });
  const afterSandbox = await fetch(`${sandbox}/tirehotel/authorization/validate?authToken=${encodeURIComponent(authorizationToken)}&otpToken=${rightCode}`, {
    method: 'POST',
    headers: { ...json, 'x-api-key': process.env.SANDBOX_API_KEY ?? 'sandbox-key' },
    body: '{}',
  });
  const afterSandboxMessage = (await afterSandbox.json().catch(() => ({}))).message ?? '';

  const answered = 10_000 - (statuses[429] ?? 0);
  console.log(`\n=== brute force of one login (${REG_NO}), 10,000 codes through the BFF in ${seconds.toFixed(1)} s`);
  console.log(`tries answered before the script was stopped: ${answered} (limit: ${MAX_ANSWERED} wrong tries per code)`);
  console.log(`answers by status: ${Object.entries(statuses).map(([status, count]) => `${status}: ${count}`).join(', ')}`);
  for (const [i, message] of answeredMessages.entries()) console.log(`  try ${String(i + 1).padStart(2)}: ${message}`);
  if (firstRefusal) console.log(`first refusal at try ${firstRefusal.at}: 429 "${firstRefusal.message}" (Retry-After: ${firstRefusal.retryAfter} s)`);
  for (const [message, count] of Object.entries(refusals)) console.log(`  429 x ${count}: "${message}"`);
  if (hitAt > 0) console.log(`the right code ${rightCode} was among the tries answered (try ${hitAt}): the chance of that is 5 in 10,000`);
  console.log(`the right code afterwards: BFF ${afterBff.status}, sandbox ${afterSandbox.status} "${afterSandboxMessage}"`);

  const dead = afterBff.status !== 200 && afterSandbox.status !== 200;
  // A hit among the first five tries (5 in 10,000) is the residual risk OWASP accepts, but it is still a way in: reported as a failure.
  const ok = answered <= MAX_ANSWERED && dead && hitAt < 0;
  console.log(ok ? 'PASS: the script was stopped and the code is dead' : 'FAIL: the limits did not hold');
  if (!ok) process.exitCode = 1;
} finally {
  system.stop();
}
