import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createTranslator } from '@showroom/i18n';
import { fakeBff } from '@showroom/test-kit';
import { ThemeRoot } from '@showroom/ui';
import { ConfirmationStep } from '../confirmation/ConfirmationStep';
import { BookingStep } from './BookingStep';
import { bookedConfirmation, bookingVehicle, TOKEN } from './bookingTestData';

// axe in jsdom: structure, names, roles and ARIA states (contrast needs a real browser, which the e2e suite has).
const t = createTranslator('sv');
const violations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

// jsdom has no canvas; axe probes one for icon fonts and copes without it.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
afterEach(() => jest.restoreAllMocks());

it('the Booking state has no axe violations with the calendar, the times and an error shown', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  fakeBff((request) => {
    if (request.url.includes('GetTimeslotDays')) return { status: 200, body: { availableDates: [{ date: '2099-01-05' }] } };
    return { status: 200, body: { availableTimeSlotDates: [{ startTime: ['2099-01-05T08:00:00', '2099-01-05T09:00:00'] }] } };
  });
  const user = userEvent.setup();
  const { container } = render(
    <ThemeRoot theme="dealergroup">
      <BookingStep t={t} apiBase="" vehicle={bookingVehicle} token={TOKEN} onBack={() => undefined} onBooked={() => undefined} />
    </ThemeRoot>,
  );
  await user.click(await screen.findByRole('button', { name: / 5 januari 2099/ }));
  await user.click(await screen.findByRole('radio', { name: '08:00' }));
  await user.click(screen.getByLabelText('Förnamn'));
  await user.tab();
  await screen.findByText('Fältet måste fyllas i');
  expect(await violations(container)).toEqual([]);
});

it('the Confirmation state has no axe violations', async () => {
  const { container } = render(
    <ThemeRoot theme="dealergroup">
      <ConfirmationStep t={t} apiBase="" confirmation={bookedConfirmation} token={TOKEN} onAnotherCar={() => undefined} />
    </ThemeRoot>,
  );
  expect(await violations(container)).toEqual([]);
});
