import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@showroom/ui';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import type { CarHeadline } from '@showroom/contracts';
import { CompareToggle } from './CompareToggle';

// An LCV: its price is shown without VAT, labelled, on the list card and here alike.
const lcv: CarHeadline = {
  car_id: '301',
  slug: 'volkswagen-transporter',
  car_brand: 'Volkswagen',
  car_model: 'Transporter',
  car_version: 'TDI',
  car_price: 250000,
  car_price_currency: 'SEK',
  car_vehicle_type_code: 'LCV',
  car_primary_image: { thumbnail_url: '/-/media/cars/301/1.svg' },
};

afterEach(() => resetEventBusForTests());

describe('car detail compare toggle (issue 13: the same item the list card puts on the bus)', () => {
  it("puts the LCV's price without VAT with its label, as mfe-search's card does", async () => {
    render(
      <ThemeRoot theme="dealergroup">
        <CompareToggle car={lcv} intl="sv-SE" label="Jämför" site="dealergroup-se" language="sv" />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Jämför' }));
    const [item] = getEventBus().get('compare');
    // 250 000 / 1.25 (Swedish VAT) = 200 000; before, the detail page put "250 000 kr" with no label.
    expect({ ...item, price_text: item?.price_text?.replace(/\s+/g, ' ') }).toEqual({
      car_id: '301',
      slug: 'volkswagen-transporter',
      title: 'Volkswagen Transporter TDI',
      image: '/-/media/cars/301/1.svg',
      price_text: '200 000 kr exkl. moms',
    });
  });
});
