import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapConfig } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import type { MapViewProps } from './mapView';
import { SiteMap } from './SiteMap';

jest.mock('./mapView', () => ({ loadMapView: jest.fn() }));
const { loadMapView } = jest.requireMock<{ loadMapView: jest.Mock }>('./mapView');

const config: MapConfig = { provider: 'tiles', tileUrl: '/-/media/tiles/{z}/{x}/{y}.png', attribution: 'Sandbox', maxZoom: 19, language: 'sv' };
const google: MapConfig = { provider: 'google', apiKey: 'AIzaKey0123', language: 'sv' };
const coord = { lat: 57.7089, lng: 11.9746 };

const site = (props: Partial<Parameters<typeof SiteMap>[0]> = {}) => (
  <ThemeRoot theme="dealergroup">
    <SiteMap coord={coord} name="Dealergroup Göteborg" config={config} {...props} />
  </ThemeRoot>
);

const region = () => screen.queryByRole('region', { name: 'Karta över Dealergroup Göteborg' });
const button = () => screen.queryByRole('button', { name: 'Visa interaktiv karta' });
const previewImages = () => document.querySelectorAll('[data-map-preview] img');
// The test's stand-in drawer: shows its props, and hands out its callbacks.
let drawer: MapViewProps | null = null;
const View = (props: MapViewProps) => {
  drawer = props;
  return (
    <p>
      map of {props.name} at {props.coord?.lat},{props.coord?.lng}
    </p>
  );
};

beforeEach(() => {
  drawer = null;
  loadMapView.mockReset();
});

describe('SiteMap', () => {
  it('shows the still preview and the button, and fetches no map code by itself', async () => {
    loadMapView.mockResolvedValue(View);
    render(site());
    expect(region()).toHaveAttribute('data-site-map', 'preview');
    expect(previewImages()).toHaveLength(12);
    expect(screen.getByRole('img', { name: 'Dealergroup Göteborg' })).toBeInTheDocument();
    expect(button()).toBeInTheDocument();
    // Scrolling, waiting: nothing asks for the map's code but the button.
    fireEvent.scroll(window);
    await act(async () => undefined);
    expect(loadMapView).not.toHaveBeenCalled();
  });

  it('labels the region and the button in the page language', () => {
    render(site({ config: { ...config, language: 'fi' } }));
    expect(screen.getByRole('region', { name: 'Kartta: Dealergroup Göteborg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Näytä interaktiivinen kartta' })).toBeInTheDocument();
  });

  it('loads the interactive map when the button is pressed from the keyboard, focus on the map region', async () => {
    loadMapView.mockResolvedValue(View);
    const user = userEvent.setup();
    render(site());
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(region()).toHaveFocus();
    expect(button()).not.toBeInTheDocument();
    expect(await screen.findByText('map of Dealergroup Göteborg at 57.7089,11.9746')).toBeInTheDocument();
    expect(loadMapView).toHaveBeenCalledTimes(1);
    expect(loadMapView).toHaveBeenCalledWith(config);
    expect(region()).toHaveAttribute('data-site-map', 'loading');
    // The preview stays under the drawer's first tiles, hidden from assistive technology, until the map is drawn.
    expect(previewImages()).toHaveLength(12);
    expect(document.querySelector('[data-map-preview]')).toHaveAttribute('aria-hidden', 'true');
    act(() => drawer!.onReady());
    expect(previewImages()).toHaveLength(0);
    expect(region()).toHaveAttribute('data-site-map', 'ready');
  });

  it('removes itself, quietly, when the map code does not arrive', async () => {
    loadMapView.mockRejectedValue(new Error('ChunkLoadError'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(site());
    fireEvent.click(button()!);
    await act(async () => undefined);
    expect(region()).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('removes itself when the drawer throws or reports its tiles failed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMapView.mockResolvedValue(() => {
      throw new Error('Leaflet broke');
    });
    const { unmount } = render(site());
    fireEvent.click(button()!);
    await act(async () => undefined);
    expect(region()).not.toBeInTheDocument();
    unmount();

    loadMapView.mockResolvedValue(View);
    render(site());
    fireEvent.click(button()!);
    expect(await screen.findByText(/map of Dealergroup Göteborg/)).toBeInTheDocument();
    act(() => drawer!.onFailed());
    expect(region()).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('drops the imagery and the button when the preview tiles fail, keeping its room', () => {
    render(site());
    fireEvent.error(previewImages()[0]!);
    expect(region()).toHaveAttribute('data-site-map', 'plain');
    expect(previewImages()).toHaveLength(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(button()).not.toBeInTheDocument();
    expect(loadMapView).not.toHaveBeenCalled();
  });

  it('centres on Stockholm with no pin when the site has no coordinate, and draws the map there', async () => {
    loadMapView.mockResolvedValue(View);
    render(site({ coord: null }));
    expect(previewImages()[2]).toHaveAttribute('src', '/-/media/tiles/12/2253/1204.png');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    fireEvent.click(button()!);
    expect(await screen.findByText('map of Dealergroup Göteborg at ,')).toBeInTheDocument();
  });

  it('offers Google only on press, over a plain box with no static map', async () => {
    loadMapView.mockResolvedValue(View);
    render(site({ config: google }));
    expect(region()).toHaveAttribute('data-site-map', 'plain');
    expect(document.querySelector('img')).toBeNull();
    expect(loadMapView).not.toHaveBeenCalled();
    fireEvent.click(button()!);
    expect(await screen.findByText(/map of Dealergroup Göteborg/)).toBeInTheDocument();
    expect(loadMapView).toHaveBeenCalledWith(google);
  });
});
