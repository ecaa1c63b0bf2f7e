import { pointTo, rollback, versionFromManifestUrl, emptyRegistry } from './registryDocument';

const v1 = { version: '0.1.0-aaaa', manifest: 'http://127.0.0.1:8090/mfe-search/0.1.0-aaaa/mf-manifest.json' };
const v2 = { version: '0.1.0-bbbb', manifest: 'http://127.0.0.1:8090/mfe-search/0.1.0-bbbb/mf-manifest.json' };

describe('registry pointers', () => {
  it('keeps the replaced pointer so rollback restores it', () => {
    const deployed = pointTo(pointTo(emptyRegistry(), 'mfe-search', v1), 'mfe-search', v2);
    expect(deployed.remotes['mfe-search']).toMatchObject({ version: '0.1.0-bbbb', history: [{ version: '0.1.0-aaaa' }] });
    const back = rollback(deployed, 'mfe-search');
    expect(back.remotes['mfe-search']).toMatchObject({ version: '0.1.0-aaaa', history: [] });
  });
  it('does not stack history when the same version is deployed twice', () => {
    const twice = pointTo(pointTo(emptyRegistry(), 'mfe-search', v1), 'mfe-search', v1);
    expect(twice.remotes['mfe-search']?.history).toEqual([]);
  });
  it('refuses to roll back past the first version', () => {
    expect(() => rollback(pointTo(emptyRegistry(), 'mfe-search', v1), 'mfe-search')).toThrow('no earlier version');
  });
  it('reads the version from the manifest path', () => {
    expect(versionFromManifestUrl(v2.manifest)).toBe('0.1.0-bbbb');
    expect(versionFromManifestUrl('http://127.0.0.1:9/mf-manifest.json')).toBe('external');
  });
});
