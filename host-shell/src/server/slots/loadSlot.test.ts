/** @jest-environment node */
import { searchRemote } from '@showroom/contracts';
import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import { SITES } from '@showroom/sites';
import { hostConfig } from '../config';
import { loadSlot } from './loadSlot';

// The slot's server deadline (issue 20): a loadData that answers within it is rendered on the server, one that
// answers later is not waited for; the browser renders that slot.
const site = SITES['dealergroup-se'];
const ctx = { site, siteCode: site.code, language: 'sv' as const, path: '/kop-bil', params: [], query: {}, api: { search: jest.fn() }, apiBase: '' };
const manifest = 'http://cdn.test/mfe-search/2.0.0-abc/mf-manifest.json';
const registry = { remotes: { 'mfe-search': { version: '2.0.0-abc', manifest, serverSha256: 'a'.repeat(64), history: [] } } };
const validProps = { site: 'dealergroup-se', language: 'sv', apiBase: '', carListPath: '/kop-bil', carDetailBase: '/kop-bil', result: { state: 'loaded', cars: [], total: 0 } };

/** A server bundle whose CarList answers its props after `delayMs` of (fake) time. */
function slowBundle(delayMs: number) {
  const loadData = () => new Promise((resolve) => setTimeout(() => resolve({ kind: 'props', props: validProps }), delayMs));
  const bundle = { name: 'mfe-search', version: '2', modules: { CarList: { Component: () => null, loadData } } } as unknown as RemoteServerBundle;
  return { load: jest.fn(async () => bundle) };
}

/** Runs loadSlot with the default deadline (no SLOT_DEADLINE_MS) and reports what it answered and when. */
async function outcomeAfter(delayMs: number) {
  const log = { error: jest.fn() };
  const deps = { registry, bundles: slowBundle(delayMs), timeoutMs: hostConfig({}).slotDeadlineMs, log };
  let settledAt = -1;
  const started = Date.now();
  const pending = loadSlot(searchRemote.modules.CarList, 'slot-mfe-search', ctx, deps).then((outcome) => {
    settledAt = Date.now() - started;
    return outcome;
  });
  await jest.advanceTimersByTimeAsync(5000);
  return { outcome: await pending, settledAt, log };
}

describe('loadSlot: the server deadline of loadData', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('is 800 ms by default and takes SLOT_DEADLINE_MS; anything but a positive number is the default', () => {
    expect(hostConfig({}).slotDeadlineMs).toBe(800);
    expect(hostConfig({ SLOT_DEADLINE_MS: '2500' }).slotDeadlineMs).toBe(2500);
    for (const value of ['', '0', '-5', 'soon', 'Infinity']) expect(hostConfig({ SLOT_DEADLINE_MS: value }).slotDeadlineMs).toBe(800);
  });

  it('renders on the server a slot whose loadData answers just inside the deadline (790 ms)', async () => {
    const { outcome, settledAt, log } = await outcomeAfter(790);
    expect(outcome.kind).toBe('server');
    expect(settledAt).toBe(790);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('hands to the browser, at 800 ms, a slot whose loadData answers just past the deadline (810 ms)', async () => {
    const { outcome, settledAt, log } = await outcomeAfter(810);
    expect(outcome).toMatchObject({ kind: 'client', slot: { mode: 'client', remote: 'mfe-search', version: '2.0.0-abc' } });
    // The page is not held until loadData answers: the slot is given up at the deadline itself.
    expect(settledAt).toBe(800);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mfe-search', version: '2.0.0-abc', err: expect.stringMatching(/timed out after 800 ms/) }), expect.stringContaining('[remote] mfe-search@2.0.0-abc'));
  });

  it('does not wait for an upstream held 30 s', async () => {
    const { outcome, settledAt } = await outcomeAfter(30_000);
    expect(outcome.kind).toBe('client');
    expect(settledAt).toBe(800);
  });
});
