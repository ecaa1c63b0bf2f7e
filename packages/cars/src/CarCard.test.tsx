import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { CarCard as CarCardData } from '@showroom/contracts';
import { SITES } from '@showroom/sites';
import { ThemeRoot } from '@showroom/ui';
import { CarCard } from './CarCard';

const car: CarCardData = {
  car_id: '1001',
  slug: 'volvo-xc60-b4',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_model_text: 'Volvo XC60',
  car_version: 'B4',
  car_year: 2022,
  car_mileage: 3450,
  car_odometer_unit: 'mil',
  car_fuel: 'Bensin',
  car_gearbox: 'Automat',
  car_price: 389900,
  car_price_currency: 'SEK',
  car_vehicle_type_code: 'PC',
  car_primary_image: { thumbnail_url: '/-/media/cars/1001/1.svg' },
};

// Intl groups with no-break spaces; the tests compare with plain ones.
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const priceText = () => plain(screen.getByTestId('car-card-price').textContent);

function renderCard(data: CarCardData, site: keyof typeof SITES = 'dealergroup-se', extra: Partial<Parameters<typeof CarCard>[0]> = {}) {
  const language = SITES[site].locales[0]!.language;
  return renderWithTheme(<CarCard car={data} site={SITES[site]} language={language} carDetailBase="/kop-bil" {...extra} />);
}

const renderWithTheme = (ui: ReactElement) => render(<ThemeRoot theme="dealergroup">{ui}</ThemeRoot>);

describe('CarCard', () => {
  it('links the title to the detail page and lists year, mileage, fuel and gearbox', () => {
    renderCard(car);
    expect(screen.getByRole('link', { name: 'Volvo XC60 B4' })).toHaveAttribute('href', '/kop-bil/1001/volvo-xc60-b4');
    const facts = screen.getAllByRole('listitem').map((li) => plain(li.textContent));
    expect(facts).toEqual(['2022', '3 450 mil', 'Bensin', 'Automat']);
  });

  it("shows the price in the site's format", () => {
    renderCard(car);
    // "Pris: " is for screen readers; sv-SE kronor: "389 900 kr".
    expect(priceText()).toBe('Pris: 389 900 kr');
    renderCard({ ...car, car_price: 24990, car_price_currency: 'EUR' }, 'carstore-fi');
    expect(plain(screen.getAllByTestId('car-card-price')[1]!.textContent)).toBe('Hinta: 24 990 €');
    renderCard({ ...car, car_price: 24990, car_price_currency: 'GBP' }, 'premium-uk');
    expect(plain(screen.getAllByTestId('car-card-price')[2]!.textContent)).toBe('Price: £24,990');
  });

  it('shows a campaign price with the ordinary price struck through and a campaign badge', () => {
    const { container } = renderCard({ ...car, car_has_campaign_price: true, car_campaign_price: 359900 });
    expect(priceText()).toBe('Pris: 359 900 kr Ordinarie pris: 389 900 kr');
    expect(plain(container.querySelector('s')?.textContent)).toBe('Ordinarie pris: 389 900 kr');
    expect(screen.getByText('Kampanj')).toBeInTheDocument();
  });

  it('shows no campaign when the flag is off', () => {
    const { container } = renderCard({ ...car, car_has_campaign_price: false, car_campaign_price: 359900 });
    expect(priceText()).toBe('Pris: 389 900 kr');
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText('Kampanj')).toBeNull();
  });

  it('shows the campaign badge for campaigns without a campaign price, at the ordinary price', () => {
    // Issue 15 item 3: spec 2 shows the badge "when campaigns exist", not only for a campaign price.
    renderCard({ ...car, car_has_campaign_price: false, car_campaign_price: null, car_campaigns: [{ name: 'Kampanjränta' }], car_has_campaign_loan: true });
    expect(screen.getByText('Kampanj')).toBeInTheDocument();
    expect(priceText()).toBe('Pris: 389 900 kr');
    renderCard({ ...car, car_campaigns: [{ name: 'Vinterhjul på köpet' }] });
    expect(screen.getAllByText('Kampanj')).toHaveLength(2);
    renderCard({ ...car, car_has_campaign_privateleasing: true });
    expect(screen.getAllByText('Kampanj')).toHaveLength(3);
  });

  it('shows an LCV without VAT, and says so', () => {
    // 250 000 kr with 25 % VAT -> 200 000 kr exkl. moms.
    renderCard({ ...car, car_vehicle_type_code: 'LCV', car_price: 250000 });
    expect(priceText()).toBe('Pris: 200 000 kr exkl. moms');
  });

  it('shows private leasing with VAT and company leasing without', () => {
    renderCard({ ...car, car_privateleasing_monthly_cost: 4999, car_companyleasing_monthly_cost: 3600 });
    const lines = screen.getAllByRole('listitem').slice(4).map((li) => plain(li.textContent));
    expect(lines).toEqual(['Privatleasing inkl. moms/mån 4 999 kr', 'Företagsleasing exkl. moms/mån 3 600 kr']);
  });

  it("shows an LCV's private leasing without VAT too", () => {
    // 5 000 / 1.25 = 4 000
    renderCard({ ...car, car_vehicle_type_code: 'LCV', car_privateleasing_monthly_cost: 5000 });
    expect(plain(screen.getByText('Privatleasing exkl. moms/mån').closest('li')?.textContent)).toBe('Privatleasing exkl. moms/mån 4 000 kr');
    expect(screen.queryByText('Privatleasing inkl. moms/mån')).toBeNull();
  });

  it('shows the deductible-VAT badge only on car-store sites', () => {
    renderCard({ ...car, car_vat_eligible: true }, 'carstore-se');
    expect(screen.getByText('Avdragsgill moms')).toBeInTheDocument();
    renderCard({ ...car, car_vat_eligible: true }, 'dealergroup-se');
    expect(screen.getAllByText('Avdragsgill moms')).toHaveLength(1);
  });

  it('shows the missing-image fallback, with the content dictionary text when given', () => {
    renderCard({ ...car, car_primary_image: null });
    expect(screen.getByText('Bild saknas')).toBeInTheDocument();
    renderCard({ ...car, car_primary_image: null }, 'dealergroup-se', { messages: { missingImageText: 'Ingen bild ännu' } });
    expect(screen.getByText('Ingen bild ännu')).toBeInTheDocument();
  });

  it('given another car, shows its picture, not the last car\'s picture or failure', () => {
    const { container, rerender } = renderCard(car);
    const card = (data: CarCardData) => (
      <ThemeRoot theme="dealergroup">
        <CarCard car={data} site={SITES['dealergroup-se']} language="sv" carDetailBase="/kop-bil" />
      </ThemeRoot>
    );
    // The first car's picture fails: the card shows the missing-image text.
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('Bild saknas')).toBeInTheDocument();
    // The card is given another car (a list reuses its cards, mfe-search's CarListGrid): its picture, in a new element.
    rerender(card({ ...car, car_id: '1002', car_primary_image: { thumbnail_url: '/-/media/cars/1002/1.svg' } }));
    expect(screen.queryByText('Bild saknas')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/-/media/cars/1002/1.svg');
  });

  it('puts the action (compare toggle) on the card', () => {
    renderCard(car, 'dealergroup-se', { action: <button type="button">Jämför</button> });
    expect(screen.getByRole('button', { name: 'Jämför' })).toBeInTheDocument();
  });
});
