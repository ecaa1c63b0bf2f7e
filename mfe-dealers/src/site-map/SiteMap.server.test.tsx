import { renderToString } from 'react-dom/server';
import type { MapConfig } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { SiteMap } from './SiteMap';

// The real module graph (mapView not mocked): if rendering the map's first state reached Leaflet or Google's
// loader, importing them would throw here.
jest.mock('leaflet', () => {
  throw new Error('Leaflet is not part of the first load');
});
jest.mock('./google/GoogleMap', () => {
  throw new Error("Google's map is not part of the first load");
});

const tiles: MapConfig = { provider: 'tiles', tileUrl: '/-/media/tiles/{z}/{x}/{y}.png', attribution: 'Sandbox', maxZoom: 19, language: 'sv' };

describe('SiteMap on the server', () => {
  it('renders the still preview, its tiles, the pin and the button, and no map code', () => {
    const html = renderToString(
      <ThemeRoot theme="dealergroup">
        <SiteMap coord={{ lat: 59.3293, lng: 18.0686 }} name="Dealergroup Stockholm" config={tiles} />
      </ThemeRoot>,
    );
    expect(html).toContain('data-site-map="preview"');
    expect(html).toContain('src="/-/media/tiles/12/2253/1204.png"');
    expect(html).toContain('data-site-marker=""');
    expect(html).toContain('>Visa interaktiv karta</button>');
    expect(html).not.toMatch(/leaflet/i);
    expect(html).not.toMatch(/<script|onclick=|onerror=|onload=/i);
  });

  it('renders a plain box with the button for Google: no static map, no key in the page', () => {
    const html = renderToString(
      <ThemeRoot theme="dealergroup">
        <SiteMap coord={{ lat: 59.3293, lng: 18.0686 }} name="Dealergroup Stockholm" config={{ provider: 'google', apiKey: 'AIzaSecretish0123', language: 'en' }} />
      </ThemeRoot>,
    );
    expect(html).toContain('data-site-map="plain"');
    expect(html).toContain('>Show interactive map</button>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('AIzaSecretish0123');
  });
});
