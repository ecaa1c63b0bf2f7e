import { render, screen } from '@testing-library/react';
import { exposedModules } from '@showroom/contracts';
import { resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { fakeSearchApi, loadContext } from '../testing/fakeApi';
import { volvoXc60 } from '../testing/sampleCars';
import carDetail from './CarDetail';

const schema = exposedModules['mfe-car-detail/CarDetail'];

beforeEach(() => resetEventBusForTests());

describe('mfe-car-detail/CarDetail contract', () => {
  it('loadData produces props the host accepts, and the component renders from them', async () => {
    const { api } = fakeSearchApi([volvoXc60]);
    const result = await carDetail.loadData(loadContext('carstore-se', 'sv', ['10234', 'volvo-xc60-b4-awd-plus'], api));
    if (result.kind !== 'props') throw new Error(`expected props, got ${result.kind}`);
    const parsed = schema.safeParse(result.props);
    expect(parsed.error).toBeUndefined();

    render(
      <ThemeRoot theme="carstore">
        <carDetail.Component {...parsed.data!} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Volvo XC60 B4 AWD Plus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tillbaka till alla bilar/ })).toHaveAttribute('href', '/bilar');
    expect(screen.getByText('Avdragsgill moms')).toBeInTheDocument(); // car-store site, VAT-eligible car
  });

  it('the schema rejects a car without a price, so the contract can fail', () => {
    const { car_price: _omit, ...car } = volvoXc60;
    expect(schema.safeParse({ site: 'carstore-se', language: 'sv', carListPath: '/bilar', car }).success).toBe(false);
  });

  it('renders the smallest car the schema allows', () => {
    const minimal = schema.parse({
      site: 'premium-uk',
      language: 'en',
      carListPath: '/buy-car/used-cars',
      car: { car_id: '1', slug: 'mini-cooper', car_brand: 'MINI', car_model: 'Cooper', car_price: 18995, car_price_currency: 'GBP' },
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
});
