import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import type { BookingStore } from '../flow/flowState';
import { BookingSummary } from './BookingSummary';
import { sampleBooking } from './sampleBooking';

const t = createTranslator('sv');
const NBSP = '\u00a0';

function screenWidth(desktop: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: desktop && query === '(min-width: 1024px)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

const ui = (state: BookingStore = sampleBooking()) => (
  <ThemeRoot theme="dealergroup">
    <BookingSummary t={t} language="sv" site="dealergroup-se" apiBase="" state={state} dispatch={jest.fn()} />
  </ThemeRoot>
);

// jsdom has no PointerEvent; without one the events carry no pointerId or clientY.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
beforeAll(() => Object.defineProperty(window, 'PointerEvent', { configurable: true, value: TestPointerEvent }));
afterAll(() => {
  delete (window as { PointerEvent?: unknown }).PointerEvent;
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('BookingSummary on desktop', () => {
  it('is a panel with the car, the line prices, the total, the workshop and the time', () => {
    screenWidth(true);
    render(ui());
    const panel = screen.getByRole('region', { name: 'Din bokning' });
    expect(within(panel).getByText('Volvo XC60, årsmodell 2019 · ABC123')).toBeInTheDocument();
    const services = within(panel).getAllByRole('list')[0]!;
    expect(within(services).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`Oljebyte1${NBSP}495${NBSP}kr`, 'BromskontrollPris på verkstaden*']);
    // Wiper blades: 2 st à 250 kr = 500 kr
    const addons = within(panel).getAllByRole('list')[1]!;
    expect(within(addons).getByRole('listitem').textContent).toBe(`Torkarblad2 st à 250${NBSP}kr500${NBSP}kr`);
    // 1495 + 500 = 1995; the unknown price is left out and marked
    // (the text queries read the no-break spaces as plain ones)
    expect(within(panel).getByText('1 995 kr')).toBeInTheDocument();
    expect(within(panel).getByText('* Priset sätts först på verkstaden.')).toBeInTheDocument();
    expect(within(panel).getByText('Bilhuset Mölndal')).toBeInTheDocument();
    expect(within(panel).getByText('Kvarnbygatan 2, 431 34 Mölndal')).toBeInTheDocument();
    expect(within(panel).getByText('2026-03-03 kl. 09:30')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a full day as left before 08:00, and no workshop before one is chosen', () => {
    screenWidth(true);
    const state = sampleBooking();
    const { rerender } = render(ui({ ...state, bookingInfo: { ...state.bookingInfo, timeSlot: { date: '2026-03-04', time: '08:00', isFullDay: true } } }));
    expect(screen.getByText('2026-03-04, hela dagen (lämnas före 08:00)')).toBeInTheDocument();
    rerender(ui({ ...state, bookingInfo: { ...state.bookingInfo, workshop: null, timeSlot: null } }));
    expect(screen.queryByText('Bilhuset Mölndal')).not.toBeInTheDocument();
    expect(screen.queryByText('Verkstad')).not.toBeInTheDocument();
  });
});

describe('BookingSummary on phones', () => {
  it('is a bottom sheet whose handle is a disclosure button with the count, opened and closed by keyboard', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    render(ui());
    const handle = screen.getByRole('button', { name: `Din bokning 3 valda 1${NBSP}995${NBSP}kr` });
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(handle.getAttribute('aria-controls')!)!;
    expect(body).not.toBeVisible();
    handle.focus();
    await user.keyboard('{Enter}');
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    expect(body).toBeVisible();
    expect(within(body).getByText('Bilhuset Mölndal')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    // Escape inside the sheet closes it and keeps focus on the handle.
    await user.keyboard('{Escape}');
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    expect(handle).toHaveFocus();
  });

  it('says "1 vald" for one selection', () => {
    screenWidth(false);
    const state = sampleBooking();
    render(ui({ ...state, services: { 'oil-change': state.services['oil-change']! } }));
    expect(screen.getByText('1 vald')).toBeInTheDocument();
  });

  it('opens when dragged up and closes when dragged down, without the click after a drag toggling it back', () => {
    screenWidth(false);
    jest.useFakeTimers();
    render(ui());
    const handle = screen.getByRole('button', { name: /Din bokning/ });
    const drag = (from: number, to: number, ms: number) => {
      fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: from });
      act(() => jest.advanceTimersByTime(ms / 2));
      fireEvent.pointerMove(handle, { pointerId: 1, clientY: to });
      act(() => jest.advanceTimersByTime(ms / 2));
      fireEvent.pointerUp(handle, { pointerId: 1, clientY: to });
      fireEvent.click(handle);
    };
    // 100 px up over 500 ms: far enough
    drag(700, 600, 500);
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    // 30 px down over 500 ms: too short and slow, stays open
    drag(200, 230, 500);
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    drag(200, 300, 500);
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    // A tap (no movement) is a click: it toggles.
    drag(700, 700, 50);
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    // 20 px down in 40 ms (0.5 px/ms) is a flick: it closes; 20 px up in 42 ms (0.48 px/ms) is neither flick nor far enough
    drag(200, 220, 40);
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    drag(220, 200, 42);
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    jest.useRealTimers();
  });

  it('gives the page bottom padding so the sheet does not cover its last content', () => {
    screenWidth(false);
    const { unmount } = render(ui());
    expect(getComputedStyle(document.body).paddingBottom).toContain('72px');
    unmount();
    expect(getComputedStyle(document.body).paddingBottom).not.toContain('72px');
  });
});
