import { loadMapView } from './mapView';

jest.mock('./google/GoogleMap', () => ({ GoogleMap: 'GoogleMap' }));
jest.mock('./leaflet/LeafletMap', () => ({ LeafletMap: 'LeafletMap' }));

describe('loadMapView', () => {
  it("draws tiles with Leaflet, and uses Google's script only for a keyed config", async () => {
    expect(await loadMapView({ provider: 'tiles', tileUrl: '/t/{z}/{x}/{y}.png', attribution: '', maxZoom: 19, language: 'sv' })).toBe('LeafletMap');
    expect(await loadMapView({ provider: 'google', apiKey: 'AIzaKey0123', language: 'sv' })).toBe('GoogleMap');
  });
});
