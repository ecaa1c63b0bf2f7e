/** @jest-environment node */
import { hostConfig } from './config';

describe('hostConfig: the shell content cache', () => {
  it('is fresh 60 s and served stale 10 min by default, and takes the environment', () => {
    expect(hostConfig({}).shellContentCacheMs).toBe(60_000);
    expect(hostConfig({}).shellContentMaxStaleMs).toBe(600_000);
    expect(hostConfig({ SHELL_CONTENT_CACHE_MS: '0' }).shellContentCacheMs).toBe(0);
    expect(hostConfig({ SHELL_CONTENT_CACHE_MS: '5000', SHELL_CONTENT_MAX_STALE_MS: '1000' })).toMatchObject({ shellContentCacheMs: 5000, shellContentMaxStaleMs: 1000 });
  });

  it.each(['', ' ', '-1', 'soon', 'Infinity', 'NaN'])('falls back to the default for %j', (value) => {
    expect(hostConfig({ SHELL_CONTENT_CACHE_MS: value }).shellContentCacheMs).toBe(60_000);
  });
});
