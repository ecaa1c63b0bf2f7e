import { render, screen } from '@testing-library/react';
import { carDetailRemote } from '@showroom/contracts';
import { resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { expectProps, fakeSearchApi, installBrowserStubs, testLoadContext } from '@showroom/test-kit';
import { volvoXc60 } from '../testing/sampleCars';
import carDetail from './CarDetail';

const schema = carDetailRemote.modules.CarDetail.props;

beforeAll(() => installBrowserStubs());
beforeEach(() => resetEventBusForTests());

describe('mfe-car-detail/CarDetail contract', () => {
  it('loadData produces props the host accepts, and the component renders from them', async () => {
    const { api } = fakeSearchApi([volvoXc60]);
    const result = await carDetail.loadData(testLoadContext({ siteCode: 'carstore-se', language: 'sv', params: ['10234', 'volvo-xc60-b4-awd-plus'], api }));
    const props = expectProps(carDetailRemote.modules.CarDetail, result);

    render(
      <ThemeRoot theme="carstore">
        <carDetail.Component {...props} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Volvo XC60 B4 AWD Plus' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Tillbaka till alla bilar/ })[0]).toHaveAttribute('href', '/bilar');
    expect(screen.getByText('Avdragsgill moms')).toBeInTheDocument(); // car-store site, VAT-eligible car
    // No description on this car: no section and no link to it.
    expect(document.getElementById('description')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Beskrivning' })).toBeNull();
    for (const anchor of ['overview', 'equipment', 'contact', 'contact-form', 'contact-quote', 'contact-testdrive']) expect(document.getElementById(anchor)).not.toBeNull();
  });

  it('the schema rejects a car without a price, so the contract can fail', () => {
    const { car_price: _omit, ...car } = volvoXc60;
    expect(schema.safeParse({ site: 'carstore-se', language: 'sv', carListPath: '/bilar', carDetailBase: '/bilar', view: { kind: 'car', car, similar: [] } }).success).toBe(false);
  });

  it('renders the smallest car the schema allows', () => {
    const minimal = schema.parse({
      site: 'premium-uk',
      language: 'en',
      carListPath: '/buy-car/used-cars',
      carDetailBase: '/buy-car/used-cars',
      view: { kind: 'car', similar: [], car: { car_id: '1', slug: 'mini-cooper', car_brand: 'MINI', car_model: 'Cooper', car_price: 18995, car_price_currency: 'GBP', car_primary_image: { thumbnail_url: '/media/cars/1/1' } } },
    });
    render(
      <ThemeRoot theme="premium">
        <carDetail.Component {...minimal} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'MINI Cooper' })).toBeInTheDocument();
    expect(screen.getByTestId('car-price').textContent).toBe('Price: £18,995');
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('renders the missing-car view with a list button carrying the keyphrase', () => {
    const props = schema.parse({ site: 'carstore-se', language: 'sv', carListPath: '/bilar', carDetailBase: '/bilar', view: { kind: 'notFound', keyphrase: 'volvo xc60', similar: [] } });
    render(
      <ThemeRoot theme="carstore">
        <carDetail.Component {...props} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bilen finns inte längre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visa bilar till salu' })).toHaveAttribute('href', '/bilar?keyphrase=volvo+xc60');
  });
});
