import { screen, within } from '@testing-library/react';
import type { LeasingListItem } from '@showroom/contracts';
import { LeasingList } from './LeasingList';
import { renderSection } from './testing/renderSection';

const OPTIONS: LeasingListItem[] = [
  { leasing_type: 'Private', title: 'Privatleasing', monthly_cost: 5000, monthly_cost_text: '5 000 kr/mån', duration: 36, mileage: 1500 },
  { leasing_type: 'Company', title: 'Företagsleasing', monthly_cost: 3500, description: 'Serviceavtal ingår.' },
];
const CAR = { car_price_currency: 'SEK', car_vehicle_type_code: 'PC', car_odometer_unit: 'mil' as const };

const cards = () => screen.getAllByRole('listitem');

describe('LeasingList', () => {
  it('shows private leasing with VAT and company leasing without', () => {
    renderSection(<LeasingList options={OPTIONS} car={CAR} site="dealergroup-se" language="sv" />);
    expect(screen.getByRole('region', { name: 'Leasingalternativ' })).toBeInTheDocument();
    const [privateCard, companyCard] = cards();
    expect(privateCard).toHaveTextContent('Privatleasing');
    expect(privateCard).toHaveTextContent('5 000 kr/mån inkl. moms');
    const [duration, mileage] = within(privateCard!).getAllByRole('term');
    expect(duration).toHaveTextContent('Avtalstid');
    expect(duration!.nextElementSibling).toHaveTextContent('36 mån');
    expect(mileage).toHaveTextContent('Körsträcka');
    expect(mileage!.nextElementSibling).toHaveTextContent('1 500 mil/år');
    expect(companyCard).toHaveTextContent('3 500 kr/mån exkl. moms');
    expect(companyCard).toHaveTextContent('Serviceavtal ingår.');
    expect(screen.getByRole('heading', { level: 3, name: 'Företagsleasing' })).toBeInTheDocument();
  });

  it("shows an LCV's private leasing without VAT, converted at 25 % (5 000 / 1.25 = 4 000)", () => {
    renderSection(<LeasingList options={OPTIONS} car={{ ...CAR, car_vehicle_type_code: 'LCV' }} site="dealergroup-se" language="sv" />);
    const [privateCard] = cards();
    expect(privateCard).toHaveTextContent('4 000 kr/mån exkl. moms');
    expect(screen.queryByText('inkl. moms')).toBeNull();
  });

  it('labels VAT in the page language', () => {
    renderSection(<LeasingList options={OPTIONS} car={CAR} site="dealergroup-se" language="en" />);
    const [privateCard, companyCard] = cards();
    expect(privateCard).toHaveTextContent('Personal leasing');
    expect(privateCard).toHaveTextContent('5,000 kr/month incl. VAT');
    expect(companyCard).toHaveTextContent('3,500 kr/month excl. VAT');
  });

  it('renders nothing without leasing options', () => {
    const { container } = renderSection(<LeasingList options={null} car={CAR} site="dealergroup-se" language="sv" />);
    expect(container.querySelector('section')).toBeNull();
  });
});
