import { getInstance, registerRemotes, registerShared } from '@module-federation/enhanced/runtime';
import { registerFromRegistry, shareLazily } from './remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerShared: jest.fn(),
}));

type Registration = { version: string; shareConfig: { singleton: boolean; requiredVersion: string }; get: () => Promise<() => unknown> };

describe('shareLazily', () => {
  beforeEach(() => jest.mocked(registerShared).mockClear());

  it('registers each module as a singleton of its version, and loads its code only when a remote asks', async () => {
    jest.mocked(getInstance).mockReturnValue({} as ReturnType<typeof getInstance>);
    const carousel = { default: () => 'embla' };
    const load = jest.fn(() => Promise.resolve(carousel));
    shareLazily([{ name: 'embla-carousel-react', version: '8.6.0', load }]);

    expect(registerShared).toHaveBeenCalledTimes(1);
    const registered = jest.mocked(registerShared).mock.calls[0]![0] as Record<string, Registration>;
    expect(Object.keys(registered)).toEqual(['embla-carousel-react']);
    const embla = registered['embla-carousel-react']!;
    expect(embla).toMatchObject({ version: '8.6.0', shareConfig: { singleton: true, requiredVersion: '^8.6.0' } });
    expect(load).not.toHaveBeenCalled();
    // MF's contract: get() resolves to a factory that returns the module.
    const factory = await embla.get();
    expect(load).toHaveBeenCalledTimes(1);
    expect(factory()).toBe(carousel);
  });

  it('refuses to run before the host\'s MF runtime exists', () => {
    jest.mocked(getInstance).mockReturnValue(undefined as unknown as ReturnType<typeof getInstance>);
    expect(() => shareLazily([{ name: 'x', version: '1.0.0', load: () => Promise.resolve({}) }])).toThrow('not initialised');
    expect(registerShared).not.toHaveBeenCalled();
  });
});

describe('registerFromRegistry', () => {
  beforeEach(() => jest.mocked(registerRemotes).mockClear());

  it('registers each allowed remote by its container script beside the manifest, not by the manifest, and leaves out other origins', () => {
    jest.mocked(getInstance).mockReturnValue({} as ReturnType<typeof getInstance>);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerFromRegistry(
      {
        'mfe-search': { version: '1.0.0', manifest: 'http://cdn.local/mfe-search/1.0.0/mf-manifest.json' },
        'mfe-dealers': { version: 'x', manifest: 'http://evil.test/mfe-dealers/x/mf-manifest.json' },
      },
      ['http://cdn.local'],
    );
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_search', alias: 'mfe-search', entry: 'http://cdn.local/mfe-search/1.0.0/container.js' }], { force: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mfe-dealers'));
    warn.mockRestore();
  });
});
