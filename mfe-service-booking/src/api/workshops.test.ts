import { fakeBff } from '@showroom/test-kit';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { closestAvailableUrl, fetchPrices, fetchTimeslots, streamClosestAvailable, type StreamHandlers } from './workshops';

// jsdom has no TextDecoder; Node's is the one browsers implement.
Object.assign(globalThis, { TextDecoder: NodeTextDecoder });

const site = { departmentId: '015.3', siteId: '1015', siteName: 'Bilhuset Mölndal', address: 'Kvarnbygatan 2', latitude: 57.6554, longitude: 12.0138, brands: ['Volvo'], firstTimeSlot: '2026-03-02T07:00:00' };
const QUERY = { regNo: 'ABC123', serviceOfferings: ['originalservice', 'wiper-blades'], latitude: 57.7089, longitude: 11.9746 };

/** A fetch answering a body read in the given chunks (split anywhere, as a network would). */
function streamingFetch(chunks: string[], status = 200) {
  const encoder = new NodeTextEncoder();
  let index = 0;
  const cancel = jest.fn(() => Promise.resolve());
  const read = jest.fn(() => Promise.resolve(index < chunks.length ? { done: false, value: encoder.encode(chunks[index++]) } : { done: true, value: undefined }));
  const fetchMock = jest.fn(() => Promise.resolve({ ok: status >= 200 && status < 300, status, body: { getReader: () => ({ read, cancel }) } }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, read, cancel };
}

const handlers = (): StreamHandlers & { calls: string[] } => {
  const calls: string[] = [];
  return { calls, onMessage: (m) => calls.push(JSON.stringify(m)), onEnd: () => calls.push('end'), onFailure: (r) => calls.push(`failure: ${r}`) };
};

afterEach(() => jest.restoreAllMocks());

describe('the closestAvailable stream', () => {
  it('asks the BFF route with the position, the codes comma-separated and the cursor', () => {
    expect(closestAvailableUrl('https://bff.example', { ...QUERY, cursor: '015.3' })).toBe(
      'https://bff.example/api/mechmate/departments/closestAvailable?regNo=ABC123&latitude=57.7089&longitude=11.9746&serviceOfferings=originalservice%2Cwiper-blades&cursor=015.3',
    );
    expect(closestAvailableUrl('', { ...QUERY, serviceOfferings: [] })).toBe('/api/mechmate/departments/closestAvailable?regNo=ABC123&latitude=57.7089&longitude=11.9746');
  });

  it('passes each message on as it arrives, split across chunks, then the end', async () => {
    const body = `data: ${JSON.stringify(site)}\n\ndata: {"nosites":true}\n\n`;
    const { fetchMock } = streamingFetch([body.slice(0, 30), body.slice(30, 200), body.slice(200)]);
    const h = handlers();
    await streamClosestAvailable('', QUERY, h, new AbortController().signal);
    expect(h.calls).toEqual([JSON.stringify(site), '{"nosites":true}', 'end']);
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/mechmate\/departments\/closestAvailable\?/), expect.objectContaining({ headers: { accept: 'text/event-stream' } }));
  });

  it('reports a failed status, a message outside the contract (and stops reading), and a network failure', async () => {
    streamingFetch([], 502);
    const failed = handlers();
    await streamClosestAvailable('', QUERY, failed, new AbortController().signal);
    expect(failed.calls).toEqual(['failure: status 502']);

    const { cancel } = streamingFetch(['data: {"oops":1}\n\n', `data: ${JSON.stringify(site)}\n\n`]);
    const bad = handlers();
    await streamClosestAvailable('', QUERY, bad, new AbortController().signal);
    expect(bad.calls).toEqual(['failure: a message outside the contract: {"oops":1}']);
    expect(cancel).toHaveBeenCalled();

    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const offline = handlers();
    await streamClosestAvailable('', QUERY, offline, new AbortController().signal);
    expect(offline.calls).toEqual(['failure: Failed to fetch']);
  });

  it('says nothing more once aborted (the caller closed it after five sites)', async () => {
    const controller = new AbortController();
    streamingFetch([`data: ${JSON.stringify(site)}\n\n`, `data: ${JSON.stringify({ ...site, departmentId: '016.3' })}\n\n`]);
    const h = handlers();
    const original = h.onMessage;
    h.onMessage = (m) => {
      original(m);
      controller.abort();
    };
    await streamClosestAvailable('', QUERY, h, controller.signal);
    expect(h.calls).toEqual([JSON.stringify(site)]);
  });
});

describe('prices and time slots', () => {
  it('asks prices with mileage 1 when none is known, and the codes', async () => {
    const bff = fakeBff(() => ({ status: 200, body: { offers: [{ code: 'originalservice', price: 2495 }] } }));
    await expect(fetchPrices('', { registrationNumber: 'ABC123', mileage: null, departmentId: '015.3', serviceOfferings: ['originalservice', 'wiper-blades'] })).resolves.toEqual({ kind: 'loaded', offers: [{ code: 'originalservice', price: 2495 }] });
    expect(bff.mock.calls[0]?.[0].url).toBe('/api/mechmate/prices/ABC123/1/015.3?serviceOfferings=originalservice%2Cwiper-blades');
    await fetchPrices('', { registrationNumber: 'ABC123', mileage: 4200, departmentId: '015.3', serviceOfferings: ['originalservice'] });
    expect(bff.mock.calls[1]?.[0].url).toBe('/api/mechmate/prices/ABC123/4200/015.3?serviceOfferings=originalservice');
  });

  it('asks time slots from the day at midnight, and fails with the error code or status', async () => {
    const days = [{ date: '2026-03-02', availableSlots: ['07:00'], allDaySlotAvailable: true }];
    const bff = fakeBff(() => ({ status: 200, body: days }));
    await expect(fetchTimeslots('', { registrationNumber: 'ABC123', departmentId: '015.3', from: '2026-03-02', serviceOfferings: ['originalservice'] })).resolves.toEqual({ kind: 'loaded', days });
    expect(bff.mock.calls[0]?.[0].url).toBe('/api/mechmate/timeslots/from/ABC123/015.3/2026-03-02T00%3A00%3A00/?serviceOfferings=originalservice');
    fakeBff(() => ({ status: 404, body: { errors: { 'Error Result': ['DepartmentNotFound'] } } }));
    await expect(fetchTimeslots('', { registrationNumber: 'ABC123', departmentId: '999.9', from: '2026-03-02', serviceOfferings: [] })).resolves.toEqual({ kind: 'failed', reason: 'DepartmentNotFound' });
    fakeBff(() => ({ status: 502, body: {} }));
    await expect(fetchPrices('', { registrationNumber: 'ABC123', mileage: 1, departmentId: '015.3', serviceOfferings: ['originalservice'] })).resolves.toEqual({ kind: 'failed', reason: 'status 502' });
  });
});
