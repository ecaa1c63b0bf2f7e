import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { renderToString } from 'react-dom/server';
import { hasAuthorizedWorkshop } from '../api/authorizedWorkshop';
import { initialBookingStore } from '../flow/bookingMachine';
import type { BookingStore } from '../flow/flowState';
import { sampleBooking } from '../summary/sampleBooking';
import { BrandIntro } from './BrandIntro';

jest.mock('../api/authorizedWorkshop', () => ({ ...jest.requireActual('../api/authorizedWorkshop'), hasAuthorizedWorkshop: jest.fn() }));
const asked = jest.mocked(hasAuthorizedWorkshop);

const ui = (state: BookingStore, language: 'sv' | 'en' = 'sv') => (
  <ThemeRoot theme="dealergroup">
    <BrandIntro t={createTranslator(language)} apiBase="https://bff.example" state={state} />
  </ThemeRoot>
);

beforeEach(() => asked.mockReset());

describe('BrandIntro', () => {
  it('links to the four premium brands: two external sites, Porsche and IVECO on our facility list', () => {
    render(ui(initialBookingStore()));
    expect(screen.getByRole('link', { name: 'Boka service för Mercedes-Benz (extern webbplats)' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.mercedes-benz\.se\//));
    expect(screen.getByRole('link', { name: 'Boka service för BMW (extern webbplats)' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.bmw\.se\//));
    expect(screen.getByRole('link', { name: 'Boka service för Porsche' })).toHaveAttribute('href', '/anlaggningar?brand=Porsche');
    expect(screen.getByRole('link', { name: 'Boka service för IVECO' })).toHaveAttribute('href', '/anlaggningar?brand=IVECO');
    expect(asked).not.toHaveBeenCalled();
  });

  it('keeps further brands in a disclosure that the keyboard opens', async () => {
    const user = userEvent.setup();
    render(ui(initialBookingStore()));
    const summary = screen.getByText('Fler märken vi är auktoriserade för');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    expect(screen.getByText('Kia')).not.toBeVisible();
    // jsdom does not run a <summary>'s keyboard activation; the browser does (e2e). A click is its activation.
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByText('Kia')).toBeVisible();
  });

  it('says after a lookup whether the brand has authorised workshops', async () => {
    asked.mockResolvedValue(true);
    const { rerender } = render(ui(sampleBooking()));
    expect(await screen.findByText('Vi har auktoriserade verkstäder för Volvo.')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledWith('https://bff.example', 'Volvo', expect.any(AbortSignal));
    asked.mockResolvedValue(false);
    const state = sampleBooking();
    rerender(ui({ ...state, car: { ...state.car!, brand: 'Land Rover' } }));
    expect(await screen.findByText('Vi har ingen auktoriserad verkstad för Land Rover, men våra verkstäder servar gärna din bil.')).toBeInTheDocument();
    expect(screen.queryByText(/auktoriserade verkstäder för Volvo/)).not.toBeInTheDocument();
  });

  it('says nothing when the answer is not known', async () => {
    asked.mockResolvedValue(null);
    render(ui(sampleBooking()));
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(document.querySelector('[data-brand-verdict]')).toBeEmptyDOMElement();
  });

  it('renders on the server, English paths under /en', () => {
    const html = renderToString(ui(initialBookingStore(), 'en'));
    expect(html).toContain('href="/en/anlaggningar?brand=Porsche"');
    expect(html).toContain('<details');
  });
});
