import { containerScriptUrl, embedScriptUrl, fromAllowedOrigin, serverBundleUrl } from './remoteUrls';

describe('a version\'s files, found beside its manifest', () => {
  const manifest = 'http://127.0.0.1:8090/mfe-search/0.1.0-abc/mf-manifest.json';

  it('names the container, the server bundle and the embed in the manifest\'s folder', () => {
    expect(containerScriptUrl(manifest)).toBe('http://127.0.0.1:8090/mfe-search/0.1.0-abc/container.js');
    expect(serverBundleUrl(manifest)).toBe('http://127.0.0.1:8090/mfe-search/0.1.0-abc/server/index.js');
    expect(embedScriptUrl(manifest)).toBe('http://127.0.0.1:8090/mfe-search/0.1.0-abc/embed.js');
  });

  it('keeps the container on the manifest\'s origin, whatever the manifest URL carries, so the origin check of one holds for the other', () => {
    for (const hostile of ['http://cdn.local/a/mf-manifest.json?x=//evil.test/', 'http://cdn.local/a/mf-manifest.json#//evil.test/container.js', 'http://cdn.local/%2e%2e/%2F%2Fevil.test/mf-manifest.json']) {
      expect(new URL(containerScriptUrl(hostile)).origin).toBe('http://cdn.local');
      expect(fromAllowedOrigin(containerScriptUrl(hostile), ['http://cdn.local'])).toBe(true);
    }
    expect(fromAllowedOrigin(containerScriptUrl('http://evil.test/mf-manifest.json'), ['http://cdn.local'])).toBe(false);
  });
});
