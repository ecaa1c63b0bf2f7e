import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { carDetailPropsSchema, type CarDetailProps } from '@showroom/contracts';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { volvoXc60 } from '../testing/sampleCars';
import { CarDetail } from './CarDetail';

const NBSP = '\u00a0';
const props: CarDetailProps = carDetailPropsSchema.parse({ site: 'dealergroup-se', language: 'sv', carListPath: '/kop-bil', car: volvoXc60 });

function renderDetail(p: CarDetailProps = props) {
  return render(
    <ThemeRoot theme="dealergroup">
      <CarDetail {...p} />
    </ThemeRoot>,
  );
}

beforeEach(() => resetEventBusForTests());

describe('CarDetail', () => {
  it('shows the title as the page heading, and the picture named by it', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Volvo XC60 B4 AWD Plus' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Volvo XC60 B4 AWD Plus' })).toHaveAttribute('src', '/media/cars/10234/1?w=640');
  });

  it('shows the campaign price with the regular price struck through and named', () => {
    renderDetail();
    const price = screen.getByTestId('car-price');
    expect(price.textContent).toBe(`Pris: 359${NBSP}900${NBSP}kr Ordinarie pris: 389${NBSP}900${NBSP}kr`);
    expect(price.querySelector('s')?.textContent).toBe(`Ordinarie pris: 389${NBSP}900${NBSP}kr`);
    expect(screen.getByText('Kampanj')).toBeInTheDocument();
  });

  it('shows an LCV price excluding VAT, without a campaign', () => {
    renderDetail({ ...props, car: { ...props.car, car_has_campaign_price: false, car_vehicle_type_code: 'LCV' } });
    const price = screen.getByTestId('car-price');
    // The record's price includes 25 % Swedish VAT: 389 900 / 1.25 = 311 920 kr without it.
    expect(price.textContent).toBe(`Pris: 311${NBSP}920${NBSP}kr exkl. moms`);
    expect(price.querySelector('s')).toBeNull();
  });

  it('lists the key facts as terms and values', () => {
    renderDetail();
    const terms = screen.getAllByRole('term').map((el) => el.textContent);
    const values = screen.getAllByRole('definition').map((el) => el.textContent);
    expect(terms).toEqual(['Årsmodell', 'Miltal', 'Drivmedel', 'Växellåda']);
    expect(values).toEqual(['2021', `4${NBSP}512${NBSP}mil`, 'Diesel', 'Automat']);
  });

  it('links back to all cars on the car list path, in the page language', () => {
    renderDetail({ ...props, language: 'en', carListPath: '/en/kop-bil' });
    expect(screen.getByRole('link', { name: /Back to all cars/ })).toHaveAttribute('href', '/en/kop-bil');
  });

  it('shows the missing-image text when the car has no picture', () => {
    const { car_primary_image: _omit, ...noImage } = props.car;
    renderDetail({ ...props, car: noImage });
    expect(screen.getByRole('img', { name: 'Bild saknas' })).toBeInTheDocument();
  });

  it('toggles the car on the shared compare list, and follows changes made elsewhere', async () => {
    const user = userEvent.setup();
    renderDetail();
    const toggle = screen.getByRole('button', { name: 'Jämför' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(getEventBus().get('compare')).toEqual([
      { car_id: '10234', slug: 'volvo-xc60-b4-awd-plus', title: 'Volvo XC60 B4 AWD Plus', image: '/media/cars/10234/1?w=640', price_text: `359${NBSP}900${NBSP}kr` },
    ]);

    // Another remote (the compare bar) clears the list: the toggle follows.
    act(() => getEventBus().set('compare', []));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps other cars in the list when toggling this one', async () => {
    const other = { car_id: '77', slug: 'bmw-x5', title: 'BMW X5' };
    getEventBus().set('compare', [other]);
    const user = userEvent.setup();
    renderDetail();
    const toggle = screen.getByRole('button', { name: 'Jämför' });
    await user.keyboard('{Tab}{Tab}');
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(getEventBus().get('compare').map((c) => c.car_id)).toEqual(['77', '10234']);
    await user.keyboard(' ');
    expect(getEventBus().get('compare')).toEqual([other]);
  });

  it('hydrates the server HTML without a mismatch, even with the car already in the compare list', () => {
    const tree = (
      <ThemeRoot theme="dealergroup">
        <CarDetail {...props} />
      </ThemeRoot>
    );
    const html = renderToString(tree);
    expect(html).toContain('aria-pressed="false"');
    // The browser's bus already holds the car (restored from session storage after hydration, or
    // toggled in another slot): hydration still renders the server snapshot first.
    getEventBus().set('compare', [{ car_id: '10234', slug: 'volvo-xc60-b4-awd-plus', title: 'Volvo XC60' }]);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    act(() => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(within(container).getByRole('button', { name: 'Jämför' })).toHaveAttribute('aria-pressed', 'true');
    container.remove();
  });
});
