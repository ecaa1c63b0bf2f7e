import type { MapConfig } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { trackError } from '../../analytics/track';
import { loadWorkshopMapView, type WorkshopMapViewProps } from './mapView';
import { WorkshopMap } from './WorkshopMap';

jest.mock('./mapView', () => ({ ...jest.requireActual<object>('./mapView'), loadWorkshopMapView: jest.fn() }));
jest.mock('../../analytics/track');

const TILES: MapConfig = { provider: 'tiles', tileUrl: '/-/media/tiles/{z}/{x}/{y}.png', attribution: 'Sandbox', maxZoom: 19, language: 'sv' };
const GOOGLE: MapConfig = { provider: 'google', apiKey: 'AIzaSyA-example_key_0123456789', language: 'sv' };
const SITE = { departmentId: '01.3', siteId: '101', siteName: 'Verkstad 1', address: 'Gatan 1', latitude: 57.7, longitude: 11.97, brands: [], firstTimeSlot: null };

/** A drawer that gives up at once, as one whose tiles or script failed. */
function FailingView({ onFailed }: WorkshopMapViewProps) {
  useEffect(() => onFailed(), [onFailed]);
  return <div data-testid="drawer" />;
}

const show = (config: MapConfig) =>
  render(
    <ThemeRoot theme="dealergroup">
      <WorkshopMap t={createTranslator('sv')} config={config} sites={[SITE]} focus={null} onSelect={() => undefined} />
    </ThemeRoot>,
  );

beforeEach(() => jest.mocked(loadWorkshopMapView).mockResolvedValue(FailingView));

describe('the workshop map failing', () => {
  it('tiles: the map goes without a word (the list stays)', async () => {
    show(TILES);
    expect(screen.getByRole('region', { name: 'Karta över verkstäderna' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Karta över verkstäderna' })).not.toBeInTheDocument());
    expect(screen.queryByText('Failed to load Google Maps API')).not.toBeInTheDocument();
    expect(trackError).toHaveBeenCalledWith('maps', 'tiles');
  });

  it('Google (a keyed provider): "Failed to load Google Maps API"', async () => {
    show(GOOGLE);
    expect(await screen.findByText('Failed to load Google Maps API')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Karta över verkstäderna' })).not.toBeInTheDocument();
  });
});
