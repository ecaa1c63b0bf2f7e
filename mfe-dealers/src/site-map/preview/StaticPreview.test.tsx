import { fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { TileMapConfig } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { StaticPreview, type StaticPreviewProps } from './StaticPreview';

const config: TileMapConfig = { provider: 'tiles', tileUrl: '/-/media/tiles/{z}/{x}/{y}.png', attribution: 'Sandbox tiles', maxZoom: 19, language: 'sv' };
const GOTEBORG = { lat: 57.7089, lng: 11.9746 };

const preview = (props: Partial<StaticPreviewProps> = {}) => (
  <ThemeRoot theme="dealergroup">
    <StaticPreview coord={GOTEBORG} name="Dealergroup Göteborg" config={config} color="#123456" covered={false} onFailed={jest.fn()} {...props} />
  </ThemeRoot>
);

const sources = (root: ParentNode) => [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('StaticPreview on the server', () => {
  // Göteborg at zoom 12 (a 1048576 px world): x = 191.9746 / 360 * 1048576 = 559166.5 px (tile 2184.24);
  // y: φ = 57.7089°, ln(tan φ + sec φ) = ln(1.582388 + 1.871884) = 1.239612, / π = 0.394581,
  // (1 - 0.394581) / 2 * 1048576 = 317414.1 px (tile 1239.90).
  // A 1280 x 300 box: columns (559166.5 - 640) / 256 = 2181.7 -> 2181 to (559166.5 + 640) / 256 = 2186.7 -> 2186;
  // rows (317414.1 - 150) / 256 = 1239.3 -> 1239 to (317414.1 + 150) / 256 = 1240.5 -> 1240.
  // The point from the mosaic's corner: 559166.5 - 2181 * 256 = 830.5 -> 831 px; 317414.1 - 1239 * 256 = 230.1 -> 230 px.
  it('draws the 6 x 2 zoom-12 tiles round the site as plain lazy images, the site under the box centre', () => {
    const html = renderToString(preview());
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const images = [...doc.querySelectorAll('img')];
    expect(images).toHaveLength(12);
    for (const image of images) {
      expect(image.getAttribute('alt')).toBe('');
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('decoding')).toBe('async');
      expect(image.getAttribute('width')).toBe('256');
      expect(image.getAttribute('height')).toBe('256');
    }
    expect(sources(doc).slice(0, 6)).toEqual([2181, 2182, 2183, 2184, 2185, 2186].map((x) => `/-/media/tiles/12/${x}/1239.png`));
    expect(sources(doc).slice(6)).toEqual([2181, 2182, 2183, 2184, 2185, 2186].map((x) => `/-/media/tiles/12/${x}/1240.png`));
  });

  it('places the mosaic from the box centre in CSS alone, the site 831 px right and 230 px down from its corner', () => {
    const { container } = render(preview());
    const mosaic = getComputedStyle(container.querySelector('img')!.parentElement!);
    expect(mosaic.left).toBe('calc(50% - 831px)');
    expect(mosaic.top).toBe('calc(50% - 230px)');
    expect(mosaic.gridTemplateColumns).toBe('repeat(6, 256px)');
  });

  it('puts the site pin, named after the site, and the tiles credit in the box; no map library', () => {
    const html = renderToString(preview({ name: 'Bilhallen <AB>' }));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const pin = doc.querySelector<HTMLElement>('[data-site-marker]');
    expect(pin?.dataset).toMatchObject({ lat: '57.7089', lng: '11.9746' });
    const svg = pin?.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('Bilhallen <AB>');
    expect(svg?.querySelector('title')?.textContent).toBe('Bilhallen <AB>');
    expect(svg?.querySelector('path')?.getAttribute('fill')).toBe('#123456');
    expect(doc.querySelector('small')?.textContent).toBe('Sandbox tiles');
    expect(html).not.toMatch(/leaflet/i);
    expect(html).not.toMatch(/<script/i);
  });

  it('centres on Stockholm with no pin when the site has no coordinate; no credit when none is configured', () => {
    // Stockholm: x = 198.0686 / 360 * 1048576 = 576916.6 px (tile 2253.58), y = 308374.2 px (tile 1204.59; see
    // tileMosaic.test.ts): columns 2251.08 -> 2251 to 2256.08 -> 2256, rows 1204.0008 -> 1204 to 1205.17 -> 1205;
    // the tile under the centre, 12/2253/1204, is the third of the first row.
    const doc = new DOMParser().parseFromString(renderToString(preview({ coord: null, config: { ...config, attribution: '' } })), 'text/html');
    expect(doc.querySelector('[data-site-marker]')).toBeNull();
    expect(doc.querySelector('small')).toBeNull();
    expect(sources(doc)[2]).toBe('/-/media/tiles/12/2253/1204.png');
    expect(sources(doc)).toHaveLength(12);
  });

  it('fills a configured template, tile hosts and all', () => {
    const doc = new DOMParser().parseFromString(renderToString(preview({ config: { ...config, tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png' } })), 'text/html');
    expect(sources(doc)[3]).toBe('https://a.tiles.example/12/2184/1239.png');
  });

  it('hides itself from assistive technology while the interactive map takes over', () => {
    expect(renderToString(preview({ covered: true }))).toContain('aria-hidden="true"');
    expect(renderToString(preview())).not.toContain('aria-hidden');
  });
});

describe('StaticPreview in the browser', () => {
  afterEach(() => {
    Reflect.deleteProperty(HTMLImageElement.prototype, 'complete');
    Reflect.deleteProperty(HTMLImageElement.prototype, 'naturalWidth');
  });

  it('gives up once when the first tile to settle fails', () => {
    const onFailed = jest.fn();
    const { container } = render(preview({ onFailed }));
    const images = container.querySelectorAll('img');
    fireEvent.error(images[0]!);
    fireEvent.error(images[1]!);
    fireEvent.load(images[2]!);
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('keeps going when a tile failed after others were drawn', () => {
    const onFailed = jest.fn();
    const { container } = render(preview({ onFailed }));
    const images = container.querySelectorAll('img');
    fireEvent.load(images[0]!);
    fireEvent.error(images[1]!);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('notices tiles that failed before it was hydrated (their events came before React listened)', () => {
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 0 });
    const onFailed = jest.fn();
    render(preview({ onFailed }));
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('takes tiles drawn before hydration as drawn', () => {
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 256 });
    const onFailed = jest.fn();
    const { container } = render(preview({ onFailed }));
    fireEvent.error(container.querySelectorAll('img')[4]!);
    expect(onFailed).not.toHaveBeenCalled();
  });
});
