/** @jest-environment node */
import { createRegistryClient } from './registryClient';

const v1 = { remotes: { 'mfe-search': { version: '1', manifest: 'http://cdn.test/mfe-search/1/mf-manifest.json', history: [] } } };
const v2 = { remotes: { 'mfe-search': { version: '2', manifest: 'http://cdn.test/mfe-search/2/mf-manifest.json', history: [] } } };
const ok = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('registry client', () => {
  it('reuses a read within the TTL and reads again after it', async () => {
    let now = 0;
    const fetchImpl = jest.fn().mockImplementationOnce(() => ok(v1)).mockImplementationOnce(() => ok(v2));
    const client = createRegistryClient('http://cdn.test/registry.json', 2000, () => undefined, fetchImpl, () => now);
    expect((await client.get()).remotes['mfe-search']?.version).toBe('1');
    now = 1999;
    expect((await client.get()).remotes['mfe-search']?.version).toBe('1');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now = 2000;
    expect((await client.get()).remotes['mfe-search']?.version).toBe('2');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good copy when the registry cannot be read or is not a registry', async () => {
    let now = 0;
    const log = jest.fn();
    const fetchImpl = jest
      .fn()
      .mockImplementationOnce(() => ok(v1))
      .mockImplementationOnce(() => Promise.reject(new Error('ECONNREFUSED')))
      .mockImplementationOnce(() => ok({ remotes: 'garbage' }))
      .mockImplementationOnce(() => Promise.resolve(new Response('nope', { status: 500 })));
    const client = createRegistryClient('http://cdn.test/registry.json', 0, log, fetchImpl, () => (now += 1));
    for (let i = 0; i < 4; i += 1) expect((await client.get()).remotes['mfe-search']?.version).toBe('1');
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]?.[0]).toContain('keeping the last good copy');
  });

  it('reads again at the next request while it has never read a good copy, then keeps to the TTL', async () => {
    const fetchImpl = jest
      .fn()
      .mockImplementationOnce(() => Promise.reject(new Error('The operation was aborted due to timeout')))
      .mockImplementationOnce(() => ok(v1))
      .mockImplementationOnce(() => ok(v2));
    // The clock stands still: within the TTL all along, so only a failed first read may read again.
    const client = createRegistryClient('http://cdn.test/registry.json', 60_000, () => undefined, fetchImpl, () => 0);
    expect((await client.get()).remotes).toEqual({});
    expect((await client.get()).remotes['mfe-search']?.version).toBe('1');
    expect((await client.get()).remotes['mfe-search']?.version).toBe('1');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('shares one read between concurrent requests', async () => {
    const fetchImpl = jest.fn().mockImplementation(() => ok(v1));
    const client = createRegistryClient('http://cdn.test/registry.json', 0, () => undefined, fetchImpl, () => 0);
    await Promise.all([client.get(), client.get(), client.get()]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
