import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TechnicalData } from './TechnicalData';
import { renderSection } from './testing/renderSection';

// 8 values the car has; fuel consumption (null) and electric range (blank) are left out.
const ELECTRIC = {
  car_power_text: '204 hk (150 kW)',
  car_acceleration: '7,9 s',
  car_fuel_combined: null,
  car_emission: '0 g/km',
  car_electric_range: '  ',
  car_electric_consumption: '16,5 kWh/100 km',
  car_battery_size: '77 kWh',
  car_ac_charging_speed: '11 kW',
  car_dc_charging_speed: '135 kW',
  car_length: '4 584 mm',
};

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('TechnicalData', () => {
  it('shows the first 5 rows, then all 8 with "Visa alla (8)", then 5 again with "Visa färre"', async () => {
    renderSection(<TechnicalData car={ELECTRIC} language="sv" />);
    expect(screen.getByRole('region', { name: 'Teknisk data' })).toBeInTheDocument();
    expect(terms()).toEqual(['Effekt', 'Acceleration 0–100 km/h', 'CO₂-utsläpp', 'Elförbrukning', 'Batterikapacitet']);
    expect(screen.getByText('204 hk (150 kW)')).toBeVisible();
    expect(screen.queryByText('135 kW')).not.toBeVisible();

    const button = screen.getByRole('button', { name: 'Visa alla (8)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.tagName).toBe('DL');

    await userEvent.click(button);
    expect(terms()).toEqual([
      'Effekt',
      'Acceleration 0–100 km/h',
      'CO₂-utsläpp',
      'Elförbrukning',
      'Batterikapacitet',
      'Laddeffekt AC',
      'Laddeffekt DC',
      'Längd',
    ]);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Visa färre');

    await userEvent.click(button);
    expect(terms()).toHaveLength(5);
    expect(button).toHaveTextContent('Visa alla (8)');
  });

  it('skips the fields the car lacks', () => {
    renderSection(<TechnicalData car={ELECTRIC} language="sv" />);
    expect(screen.queryByText('Bränsleförbrukning, blandad körning')).toBeNull();
    expect(screen.queryByText('Räckvidd på el')).toBeNull();
  });

  it('has no button with 5 rows or fewer, and labels rows in the page language', () => {
    renderSection(<TechnicalData car={{ car_power_text: '150 hp', car_width: '1 850 mm' }} language="en" />);
    expect(terms()).toEqual(['Power', 'Width']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing for a car without technical values', () => {
    const { container } = renderSection(<TechnicalData car={{ car_emission: '' }} language="sv" />);
    expect(container.querySelector('section')).toBeNull();
  });
});
