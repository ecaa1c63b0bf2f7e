import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '@showroom/ui';
import { serverRenderThenHydrate } from '@showroom/test-kit';
import { Departments } from './Departments';
import { departmentSite, LOGOS } from './departmentFixture';

const ui = (site = departmentSite(), language?: 'sv' | 'en') => (
  <ThemeRoot theme="dealergroup">
    <Departments site={site} brandLogos={LOGOS} language={language} />
  </ThemeRoot>
);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Departments', () => {
  it('marks today’s row, in the site’s zone, visibly and for screen readers', () => {
    // 2026-11-07T23:30Z is Saturday in UTC but already Sunday 00:30 in Stockholm (UTC+1): the Söndag row.
    jest.setSystemTime(new Date('2026-11-07T23:30:00Z'));
    render(ui());
    const today = document.querySelector('tr[aria-current="date"]')!;
    expect(within(today as HTMLElement).getByRole('rowheader').textContent).toBe('Söndag(Idag)');
    expect(document.querySelectorAll('tr[aria-current]')).toHaveLength(1);
  });

  it('shows the week in the page language: days from the labels, times by Intl', () => {
    jest.setSystemTime(new Date('2026-11-02T09:00:00Z'));
    render(ui(departmentSite(), 'en'));
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    // Monday 2 Nov: the Monday-Friday row is today's.
    expect(rows).toEqual(['Monday–Friday(Today)09:00–18:00', 'Saturday10:00–15:00', 'SundayClosed']);
  });

  it('lists deviation and vacation days from today on only (today counts), with dates in the page language', () => {
    // Monday 2 Nov 2026, 10:00 in Stockholm: 1 Nov is past, 2 Nov is today.
    jest.setSystemTime(new Date('2026-11-02T09:00:00Z'));
    render(ui());
    expect(within(screen.getByTestId('deviation-days')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2 november 2026: 10:00–15:00', '24 december 2026: Stängt']);
    // Höstlov ended 1 Nov, yesterday.
    expect(within(screen.getByTestId('vacation-days')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Semesterstängt: 13 juli 2027 – 26 juli 2027']);
  });

  it('shows the open-now badge of the department by the site’s clock', () => {
    // Monday 2 Nov, 10:00 local: today's deviation day opens 10:00-15:00, so it is open until 15:00.
    jest.setSystemTime(new Date('2026-11-02T09:00:00Z'));
    render(ui());
    expect(document.querySelector('[data-open-now]')!.textContent).toBe('Öppet nustänger 15:00');
    // 09:59 local: not yet.
    jest.setSystemTime(new Date('2026-11-02T08:59:00Z'));
    render(ui());
    expect(document.querySelectorAll('[data-open-now="closed"]')[0]!.textContent).toBe('Stängt nuöppnar 10:00');
  });

  it('hides a brand logo that fails to load; its name stays', () => {
    jest.setSystemTime(new Date('2026-11-02T09:00:00Z'));
    const { container } = render(ui());
    const items = [...container.querySelectorAll('[data-brand-code]')];
    expect(items.map((li) => [li.textContent, li.querySelector('img')?.getAttribute('src') ?? null])).toEqual([
      ['Volvo', '/-/media/logo/Volvo/1.svg'],
      ['Polestar', '/-/media/logo/Polestar/0.svg'],
      // MB_VAN collapses to its parent MB.
      ['Mercedes-Benz Transportbilar', '/-/media/logo/MB/1.svg'],
    ]);
    act(() => {
      fireEvent.error(items[1]!.querySelector('img')!);
    });
    expect(items[1]!.querySelector('img')).toBeNull();
    expect(items[1]!.textContent).toBe('Polestar');
    expect(items[0]!.querySelector('img')).not.toBeNull();
  });

  it('links phone and e-mail of a department', () => {
    jest.setSystemTime(new Date('2026-11-02T09:00:00Z'));
    render(ui());
    expect(screen.getByRole('link', { name: 'Telefon: +46 31 123 45 67' }).getAttribute('href')).toBe('tel:+46311234567');
    expect(screen.getByRole('link', { name: 'E-post: nya.goteborg@dealergroup.example.se' }).getAttribute('href')).toBe('mailto:nya.goteborg@dealergroup.example.se');
    expect(screen.getByRole('heading', { level: 3, name: 'Dealergroup Göteborg Nybilsförsäljning' })).toBeInTheDocument();
  });

  it('server-renders nothing that depends on the clock: no today, no badge, every listed day; hydrates without a mismatch', async () => {
    jest.useRealTimers();
    const html = renderToString(ui());
    expect(html).not.toContain('aria-current');
    expect(html).not.toContain('data-open-now');
    expect(html).not.toContain('<img');
    // 1 Nov (past in any case) is still in the HTML: the server cannot know the visitor's day.
    expect(html).toContain('1 november 2026');
    expect(html).toContain('Höstlov');
    const { container } = await serverRenderThenHydrate(ui());
    // After hydration the browser's own clock applies (today, real time: 1 Nov 2026 is past by then).
    expect(container.querySelectorAll('tr[aria-current="date"]')).toHaveLength(1);
    container.remove();
  });
});
