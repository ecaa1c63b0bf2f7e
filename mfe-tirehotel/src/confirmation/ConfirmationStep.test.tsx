import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from '@showroom/i18n';
import { fakeBff, type FakeBffAnswer } from '@showroom/test-kit';
import { ThemeRoot } from '@showroom/ui';
import type { TireHotelConfirmation } from '@showroom/contracts/tirehotel';
import { bookedConfirmation, TOKEN } from '../booking/bookingTestData';
import { ConfirmationStep } from './ConfirmationStep';
import { quietFlowLog } from '../analytics/quietFlowLog';

const t = createTranslator('sv');
// Friday 27 November 2026 on the visitor's clock: the review's date.
const NOW = new Date(2026, 10, 27, 18, 30);

function renderStep(confirmation: TireHotelConfirmation = bookedConfirmation) {
  const onAnotherCar = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ThemeRoot theme="dealergroup">
      <ConfirmationStep t={t} apiBase="" confirmation={confirmation} token={TOKEN} onAnotherCar={onAnotherCar} />
    </ThemeRoot>,
  );
  return { user, onAnotherCar };
}

const send = () => screen.getByRole('button', { name: 'Skicka omdöme' });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  quietFlowLog();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ConfirmationStep', () => {
  it('thanks the visitor and sums up the booking', () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 2, name: 'Tack för din bokning!' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Din bokning' });
    const value = (term: string) => within(summary).getByText(term).nextElementSibling;
    expect(value('Bokningsnummer')).toHaveTextContent('TH-1001');
    expect(value('Tjänst')).toHaveTextContent('Hjulskifte');
    // 2026-12-03 is a Thursday (date -d 2026-12-03 +%A).
    expect(value('Datum och tid')).toHaveTextContent('torsdag 3 december 2026 kl. 09:00');
    expect(value('Meddelande')).toHaveTextContent('Vinterdäcken, tack');
    expect(value('Dina uppgifter')).toHaveTextContent('Anna Svensson+46701234512anna@example.se');

    const map = within(summary).getByRole('link', { name: 'Visa Bilhallen Göteborg på kartan (öppnas i en ny flik)' });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Bilhallen%20G%C3%B6teborg%2C%20Exempelgatan%201%2C%20G%C3%B6teborg');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(within(summary).getByRole('link', { name: 'dack.gbg@example.se' })).toHaveAttribute('href', 'mailto:dack.gbg@example.se');
    expect(within(summary).getByRole('link', { name: '031-123 45 67' })).toHaveAttribute('href', 'tel:0311234567');
  });

  it('says a full-day booking is for the whole day, the car left before 08:00, and leaves out an empty comment', () => {
    renderStep({ ...bookedConfirmation, appointmentTime: '2026-12-02T08:00:00', isFullDay: true, freeText: '' });
    // 2026-12-02 is a Wednesday, the sandbox's call-back day.
    expect(screen.getByText('onsdag 2 december 2026, hela dagen – lämna bilen före 08:00')).toBeInTheDocument();
    expect(screen.queryByText('Meddelande')).not.toBeInTheDocument();
  });

  it('leads to the start page and to another car', async () => {
    const { user, onAnotherCar } = renderStep();
    expect(screen.getByRole('link', { name: 'Gå till startsidan' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Boka för en annan bil' }));
    expect(onAnotherCar).toHaveBeenCalledTimes(1);
  });
});

describe('the feedback box', () => {
  it('names five stars "n av 5 stjärnor" and sends nothing until one is chosen', async () => {
    const calls = fakeBff(() => ({ status: 200, body: { reviewId: 'R-1' } }));
    const { user } = renderStep();
    const group = screen.getByRole('group', { name: 'Betyg' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['☆1 av 5 stjärnor', '☆2 av 5 stjärnor', '☆3 av 5 stjärnor', '☆4 av 5 stjärnor', '☆5 av 5 stjärnor']);
    expect(send()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '3 av 5 stjärnor' }));
    expect(send()).toBeEnabled();
    // The arrows move the choice, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 av 5 stjärnor' })).toBeChecked();
    expect(calls).not.toHaveBeenCalled();
  });

  it.each<[string, () => FakeBffAnswer | Promise<FakeBffAnswer>, string]>([
    ['success', () => ({ status: 200, body: { reviewId: 'R-1' } }), 'info'],
    ['a refusal', () => ({ status: 401, body: { message: 'Logga in igen' } }), 'error'],
    ['no answer', () => Promise.reject(new Error('Network Error')), 'error'],
  ])('posts the rating, comment and today with the bearer, then thanks the visitor (after %s)', async (_what, answer, logged) => {
    const calls = fakeBff(answer);
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: '4 av 5 stjärnor' }));
    await user.type(screen.getByLabelText('Kommentar (valfritt)'), 'Smidigt ');
    await user.click(send());
    await act(async () => undefined);
    expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/api/tirehotel/review/addReview', body: { rating: 4, comment: 'Smidigt', date: '2026-11-27' }, headers: expect.objectContaining({ authorization: `Bearer ${TOKEN}` }) }),
    );
    expect(await screen.findByText('Tack för din återkoppling!')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Betyg' })).not.toBeInTheDocument();
    expect(logged === 'info' ? console.info : console.error).toHaveBeenCalledWith(expect.stringContaining('[tire hotel] review'));
  });
});
