import { render, screen, waitFor, within } from '@testing-library/react';
import type { MapConfig } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { LeafletMap } from './LeafletMap';

const config: MapConfig = { provider: 'tiles', tileUrl: '/-/media/tiles/{z}/{x}/{y}.png', attribution: 'Tiles <b>&</b> co', maxZoom: 19, language: 'sv' };

// jsdom lays nothing out: give the map a 512 x 300 box so Leaflet asks for the tiles in view.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 512 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});

const draw = (props: Partial<Parameters<typeof LeafletMap>[0]> = {}) =>
  render(
    <ThemeRoot theme="dealergroup">
      <LeafletMap coord={{ lat: 57.7089, lng: 11.9746 }} name="Dealergroup <Göteborg>" config={config} onReady={jest.fn()} onFailed={jest.fn()} {...props} />
    </ThemeRoot>,
  );

const tileSources = (container: HTMLElement) => [...container.querySelectorAll('img.leaflet-tile')].map((img) => img.getAttribute('src'));

describe('LeafletMap', () => {
  it('centres on the site at zoom 12 with the configured tiles', () => {
    const { container } = draw();
    // Web Mercator at zoom 12 (4096 tiles a side): x = floor((11.9746 + 180) / 360 * 4096) = floor(2184.2) = 2184;
    // y = floor((1 - ln(tan φ + sec φ) / π) / 2 * 4096) with φ = 57.7089°: ln(1.5832 + 1.8718) = 1.2398,
    // (1 - 0.39465) / 2 * 4096 = 1239.8, so 1239.
    expect(tileSources(container)).toContain('/-/media/tiles/12/2184/1239.png');
    expect(tileSources(container).every((src) => src?.startsWith('/-/media/tiles/12/'))).toBe(true);
  });

  it('puts a named, non-interactive SVG marker on the coordinate', () => {
    const { container } = draw();
    const marker = container.querySelector<HTMLElement>('[data-site-marker]');
    expect(marker?.dataset).toMatchObject({ lat: '57.7089', lng: '11.9746' });
    expect(within(container).getByRole('img', { name: 'Dealergroup <Göteborg>' })).toBeInTheDocument();
    const icon = container.querySelector('.leaflet-marker-icon');
    expect(icon?.getAttribute('title')).toBe('Dealergroup <Göteborg>');
    expect(icon?.hasAttribute('tabindex')).toBe(false);
    expect(icon?.getAttribute('role')).toBeNull();
    expect(container.querySelector('.leaflet-marker-icon img')).toBeNull();
  });

  it('centres on Stockholm without a marker when the site has no coordinate', () => {
    const { container } = draw({ coord: null });
    expect(container.querySelector('[data-site-marker]')).toBeNull();
    // Stockholm (59.3293, 18.0686) at zoom 12: x = floor(198.0686 / 360 * 4096) = floor(2253.6) = 2253;
    // φ = 59.3293°: ln(tan φ + sec φ) = ln(1.6874 + 1.9615) = 1.2944, (1 - 0.41202) / 2 * 4096 = 1204.2, so 1204.
    expect(tileSources(container)).toContain('/-/media/tiles/12/2253/1204.png');
  });

  it('labels the zoom buttons in the page language and credits the tiles as text', () => {
    draw();
    expect(screen.getByRole('button', { name: 'Zooma in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zooma ut' })).toBeInTheDocument();
    const credit = document.querySelector('.leaflet-control-attribution');
    expect(credit?.textContent).toContain('Tiles <b>&</b> co');
    expect(credit?.querySelector('b')).toBeNull();
  });

  it('says it is ready once its first tile is drawn, so the still preview can go', async () => {
    const onReady = jest.fn();
    const { container } = draw({ onReady });
    expect(onReady).not.toHaveBeenCalled();
    const [first, second] = [...container.querySelectorAll('img.leaflet-tile')];
    first?.dispatchEvent(new Event('load'));
    second?.dispatchEvent(new Event('load'));
    // Leaflet reports a tile drawn on the next animation frame.
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(container.querySelector('[data-map-state="ready"]')).not.toBeNull();
  });

  it('leaves no map behind when unmounted', () => {
    const { container, unmount } = draw();
    const canvas = container.querySelector('[data-map-provider="leaflet"]');
    unmount();
    expect(canvas?.querySelector('.leaflet-pane')).toBeNull();
  });
});
