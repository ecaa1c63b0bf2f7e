import { googleMapsScriptUrl } from './loadGoogleMaps';

// The loader keeps its promise for the page's life: each test gets a fresh module.
let loadGoogleMaps: typeof import('./loadGoogleMaps').loadGoogleMaps;
beforeEach(() => {
  jest.isolateModules(() => {
    ({ loadGoogleMaps } = jest.requireActual<typeof import('./loadGoogleMaps')>('./loadGoogleMaps'));
  });
});

const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  document.head.innerHTML = '';
  delete window.google;
});

describe('loadGoogleMaps', () => {
  it("builds Google's script URL with the key and language escaped", () => {
    expect(googleMapsScriptUrl('AIza key&x', 'sv')).toBe('https://maps.googleapis.com/maps/api/js?key=AIza+key%26x&language=sv&v=weekly');
  });

  it('adds one script for any number of maps and resolves with the API', async () => {
    const first = loadGoogleMaps('AIzaKey0123', 'fi');
    const second = loadGoogleMaps('AIzaKey0123', 'fi');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://maps.googleapis.com/maps/api/js?key=AIzaKey0123&language=fi&v=weekly');
    const api = { Map: jest.fn(), Marker: jest.fn() };
    window.google = { maps: api };
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
  });

  it('rejects when the script fails, and tries again on the next call', async () => {
    const failed = loadGoogleMaps('AIzaKey0123', 'sv');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Google Maps could not be loaded');
    void loadGoogleMaps('AIzaKey0123', 'sv').catch(() => undefined);
    expect(scripts()).toHaveLength(2);
  });
});
