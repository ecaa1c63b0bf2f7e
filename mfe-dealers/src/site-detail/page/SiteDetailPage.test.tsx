import { act, render, screen, within } from '@testing-library/react';
import type { SiteDetailProps } from '@showroom/contracts';
import { dealersRemote } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { serverRenderThenHydrate } from '@showroom/test-kit';
import { sampleCar, sampleDealer } from '../testing/sampleDealer';
import { SiteDetailPage } from './SiteDetailPage';

// The staff list and the latest cars load when near in a browser (belowTheFold.ts, loadWhenNear is tested in ui): here
// they render in place, as the server renders them.
jest.mock('./belowTheFold', () => ({
  EmployeeListWhenNear: jest.requireActual('../employees/EmployeeList').EmployeeList,
  LatestCarsWhenNear: jest.requireActual('../latest-cars/LatestCars').LatestCars,
}));
// The map is B's (tested in site-map/); here a box of its props, so no map library loads in jsdom.
jest.mock('../../site-map/SiteMap', () => ({
  SiteMap: ({ coord, name }: { coord: { lat: number; lng: number } | null; name: string }) => <div data-site-map-stub={coord ? `${coord.lat},${coord.lng}` : 'none'} aria-label={name} role="region" />,
}));
const cars = Array.from({ length: 12 }, (_, i) => sampleCar(i));
const props = (overrides: Partial<SiteDetailProps> = {}): SiteDetailProps =>
  dealersRemote.modules.SiteDetail.props.parse({
    site: 'dealergroup-se',
    language: 'sv',
    apiBase: '',
    dealersPath: '/anlaggningar',
    dealer: sampleDealer(),
    brandLogos: [],
    latestCars: { state: 'loaded', cars, carList: { href: '/kop-bil?car_site_city=G%C3%B6teborg&car_site_name=Dealergroup+G%C3%B6teborg', total: 14 } },
    serviceBookingHref: '/service-och-verkstad/boka-service?lat=57.7089&lng=11.9746',
    map: { provider: 'tiles', tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: 'Showroom sandbox', maxZoom: 19, language: 'sv' },
    ...overrides,
  });
const show = (p: SiteDetailProps) =>
  render(
    <ThemeRoot theme="dealergroup">
      <SiteDetailPage {...p} />
    </ThemeRoot>,
  );

describe('SiteDetailPage', () => {
  it('shows back link, main picture, name, address with a maps link in a new tab, phone and e-mail', () => {
    show(props());
    expect(screen.getByRole('link', { name: 'Tillbaka till alla anläggningar' })).toHaveAttribute('href', '/anlaggningar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dealergroup Göteborg');
    const picture = screen.getByRole('img', { name: 'Dealergroup Göteborg' });
    // The page's LCP image: fetched first, with its size, over the blur placeholder.
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '640');
    const maps = screen.getByRole('link', { name: 'Visa på karta (öppnas i en ny flik)' });
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps.getAttribute('rel')).toContain('noopener');
    expect(new URL(maps.getAttribute('href')!).searchParams.get('query')).toBe('Dealergroup Göteborg, Mölndalsvägen 12, 411 04 Göteborg');
    // '+46 31-123 45 67' -> digits with the leading +.
    expect(screen.getByRole('link', { name: 'Telefon: +46 31-123 45 67' })).toHaveAttribute('href', 'tel:+46311234567');
    expect(screen.getByRole('link', { name: 'E-post: goteborg@dealergroup.example.se' })).toHaveAttribute('href', 'mailto:goteborg@dealergroup.example.se');
    // The small map gets the marker from site_geocoord '57.7089,11.9746'.
    expect(document.querySelector('[data-site-map-stub]')).toHaveAttribute('data-site-map-stub', '57.7089,11.9746');
  });

  it('a site without a picture shows the neutral placeholder, no broken image', () => {
    show(props({ dealer: sampleDealer({ site_primary_image: undefined, site_image_url: undefined }) }));
    expect(screen.getByRole('img', { name: 'Bild saknas' }).tagName).toBe('DIV');
    expect(document.querySelector('img')).toBeNull();
  });

  it('an e-mail that could add headers is shown as text, without a link', () => {
    show(props({ dealer: sampleDealer({ site_email: 'x@y.se?bcc=evil@z.se' }) }));
    expect(screen.getByText('E-post: x@y.se?bcc=evil@z.se').tagName).toBe('SPAN');
    // No link anywhere carries the injected header (the departments' own addresses may still be links).
    expect(document.querySelector('a[href*="evil"]')).toBeNull();
    expect(document.querySelector('a[href="mailto:x@y.se"]')).toBeNull();
  });

  it('shows the service-booking button only when the props carry its link', () => {
    show(props());
    expect(screen.getByRole('link', { name: 'Boka service' })).toHaveAttribute('href', '/service-och-verkstad/boka-service?lat=57.7089&lng=11.9746');
  });

  it('no service-booking button without a link', () => {
    show(props({ serviceBookingHref: null }));
    expect(screen.queryByRole('link', { name: 'Boka service' })).toBeNull();
  });

  it('shows the 12 latest cars with compare toggles and the car list link with its count', () => {
    show(props());
    const section = screen.getByRole('region', { name: 'Senaste bilarna' });
    expect(section.querySelectorAll('article[data-car-id]')).toHaveLength(12);
    expect(within(section).getAllByRole('button', { name: /^Jämför: Volvo XC60$/ })).toHaveLength(12);
    expect(within(section).getByRole('link', { name: 'Visa alla 14 bilar hos Dealergroup Göteborg' })).toHaveAttribute('href', '/kop-bil?car_site_city=G%C3%B6teborg&car_site_name=Dealergroup+G%C3%B6teborg');
  });

  it('empty: says the site has no cars, and links to no empty list', () => {
    show(props({ latestCars: { state: 'loaded', cars: [], carList: { href: '/kop-bil', total: 0 } } }));
    expect(screen.getByText('Just nu finns inga bilar till salu på anläggningen.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Visa alla/ })).toBeNull();
  });

  it('failed car search: the section is left out silently (spec 2 §8)', () => {
    show(props({ latestCars: { state: 'failed' } }));
    expect(screen.queryByRole('region', { name: 'Senaste bilarna' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dealergroup Göteborg');
  });

  it("renders no JSON-LD of its own: the host writes the loader's structured data into the head", () => {
    show(props());
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('English and Finnish texts', () => {
    const { unmount } = show(props({ language: 'en', serviceBookingHref: null, dealersPath: '/en/anlaggningar' }));
    expect(screen.getByRole('link', { name: 'Back to all dealers' })).toHaveAttribute('href', '/en/anlaggningar');
    expect(screen.getByRole('link', { name: 'Show all 14 cars at Dealergroup Göteborg' })).toBeVisible();
    unmount();
    show(props({ site: 'carstore-fi', language: 'fi', serviceBookingHref: null, dealersPath: '/toimipisteet' }));
    expect(screen.getByRole('link', { name: 'Takaisin kaikkiin toimipisteisiin' })).toBeVisible();
  });

  it('hydrates the server HTML without a mismatch', async () => {
    const ui = (
      <ThemeRoot theme="dealergroup">
        <SiteDetailPage {...props()} />
      </ThemeRoot>
    );
    const { container, root } = await serverRenderThenHydrate(ui);
    expect(container.querySelector('h1')).toHaveTextContent('Dealergroup Göteborg');
    act(() => root.unmount());
    container.remove();
  });
});
