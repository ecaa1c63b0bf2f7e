import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '@showroom/ui';
import { OpenNowBadge } from './OpenNowBadge';

const hours = (rows: [string, string][]) => ({ openingschedule: { openinghours: rows.map(([day, displayText]) => ({ day, displayText })) }, deviationdays: [], vacationdays: [] });
const sales = hours([['Mån-Fre', '09:00-18:00'], ['Lör-Sön', 'Stängt']]);
const workshop = hours([['Mån-Fre', '07:00-17:00'], ['Lör-Sön', 'Stängt']]);
const badge = (timeZone: string | null = 'Europe/Oslo') => (
  <ThemeRoot theme="dealergroup">
    <OpenNowBadge departments={[sales, workshop]} timeZone={timeZone} language="nb" />
  </ThemeRoot>
);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('OpenNowBadge', () => {
  it('says open when any department is, by the site’s clock, and turns at the closing minute', () => {
    // Friday 6 Nov 2026, 16:59 in Oslo (CET, UTC+1) = 15:59Z: sales are open until 18:00.
    jest.setSystemTime(new Date('2026-11-06T15:59:00Z'));
    const { container } = render(badge());
    expect(container.querySelector('[data-open-now]')?.textContent).toBe('Åpent nåstenger 18:00');
    // 18:00 local = 17:00Z: both closed; the weekend is closed, so Monday 07:00 (the workshop) is next.
    act(() => {
      jest.setSystemTime(new Date('2026-11-06T17:00:00Z'));
      jest.advanceTimersByTime(10_000);
    });
    expect(container.querySelector('[data-open-now]')?.textContent).toBe('Stengt nååpner mandag 07:00');
  });

  it('shows nothing without a time zone, and nothing in the server’s HTML', () => {
    jest.setSystemTime(new Date('2026-11-06T15:59:00Z'));
    expect(render(badge(null)).container.querySelector('[data-open-now]')).toBeNull();
    expect(renderToString(badge())).not.toContain('data-open-now');
  });
});
