import { openState, siteOpenState } from './openState';
import { zonedTime } from './zonedTime';

const at = (iso: string) => Date.parse(iso);
const week = (rows: [string, string][], deviationdays: { date: string; displayText: string }[] = [], vacationdays: { vacationtitle: string; vacationstart: string; vacationend: string }[] = []) => ({
  openingschedule: { openinghours: rows.map(([day, displayText]) => ({ day, displayText })) },
  deviationdays,
  vacationdays,
});
const sales = week([
  ['Mån-Fre', '09:00-18:00'],
  ['Lördag', '10:00-15:00'],
  ['Söndag', 'Stängt'],
]);
const STHLM = 'Europe/Stockholm';

describe('the wall clock in a zone', () => {
  it('reads date, weekday and minute in the site zone, not the machine’s or UTC', () => {
    // 2026-11-01T23:30Z: Sunday 23:30 in UTC, Monday 00:30 in Stockholm (CET, UTC+1).
    expect(zonedTime(at('2026-11-01T23:30:00Z'), STHLM)).toEqual({ date: '2026-11-02', weekday: 0, minutes: 30 });
    expect(zonedTime(at('2026-11-01T23:30:00Z'), 'Europe/London')).toEqual({ date: '2026-11-01', weekday: 6, minutes: 23 * 60 + 30 });
    // Whatever the machine's zone, one of these two differs from it (they are an hour apart and on different days).
    expect(zonedTime(at('2026-11-01T23:30:00Z'), 'Pacific/Auckland')).toEqual({ date: '2026-11-02', weekday: 0, minutes: 12 * 60 + 30 }); // NZDT, UTC+13
  });
});

describe('open now (Mon-Fri 09-18, Sat 10-15, Sun closed; Stockholm)', () => {
  // 2026-11-02 is a Monday; Stockholm is on CET (UTC+1), so 09:00 local = 08:00Z and 18:00 local = 17:00Z.
  it.each([
    ['one minute before opening', '2026-11-02T07:59:00Z', { kind: 'closed', opens: { inDays: 0, minutes: 540 } }],
    ['at the opening minute', '2026-11-02T08:00:00Z', { kind: 'open', closes: 1080 }],
    ['one minute after opening', '2026-11-02T08:01:00Z', { kind: 'open', closes: 1080 }],
    ['one minute before closing', '2026-11-02T16:59:00Z', { kind: 'open', closes: 1080 }],
    ['at the closing minute', '2026-11-02T17:00:00Z', { kind: 'closed', opens: { inDays: 1, minutes: 540 } }],
    ['one minute after closing', '2026-11-02T17:01:00Z', { kind: 'closed', opens: { inDays: 1, minutes: 540 } }],
    // Friday 2026-11-06 19:00 local: Saturday opens 10:00 (600 minutes), one day ahead.
    ['Friday evening', '2026-11-06T18:00:00Z', { kind: 'closed', opens: { inDays: 1, minutes: 600 } }],
    // Saturday 15:00 local = 14:00Z: closed; Sunday closed, so Monday 09:00, two days ahead.
    ['Saturday at closing', '2026-11-07T14:00:00Z', { kind: 'closed', opens: { inDays: 2, minutes: 540 } }],
    ['Sunday noon (a closed day)', '2026-11-08T11:00:00Z', { kind: 'closed', opens: { inDays: 1, minutes: 540 } }],
  ])('%s', (_, iso, expected) => {
    expect(openState(sales, at(iso), STHLM)).toEqual(expected);
  });
});

describe('across the DST changes', () => {
  // Summer time ends Sunday 2026-10-25 at 03:00 CEST (01:00Z). Before: UTC+2, after: UTC+1.
  it('opens at 09:00 local on the Friday before (07:00Z) and the Monday after (08:00Z)', () => {
    expect(openState(sales, at('2026-10-23T06:59:00Z'), STHLM).kind).toBe('closed');
    expect(openState(sales, at('2026-10-23T07:00:00Z'), STHLM)).toEqual({ kind: 'open', closes: 1080 });
    expect(openState(sales, at('2026-10-26T07:59:00Z'), STHLM).kind).toBe('closed');
    expect(openState(sales, at('2026-10-26T08:00:00Z'), STHLM)).toEqual({ kind: 'open', closes: 1080 });
    // Sunday 2026-10-25 00:30Z is 02:30 CEST, still Sunday: closed, Monday 09:00 next.
    expect(openState(sales, at('2026-10-25T00:30:00Z'), STHLM)).toEqual({ kind: 'closed', opens: { inDays: 1, minutes: 540 } });
  });

  // Summer time starts Sunday 2026-03-29 at 02:00 CET (01:00Z): Monday 2026-03-30 09:00 CEST is 07:00Z.
  it('opens at 09:00 local on the Monday after the spring change (07:00Z)', () => {
    expect(openState(sales, at('2026-03-30T06:59:00Z'), STHLM).kind).toBe('closed');
    expect(openState(sales, at('2026-03-30T07:00:00Z'), STHLM)).toEqual({ kind: 'open', closes: 1080 });
  });
});

describe('in other zones', () => {
  it('reads the same instant by each site’s own clock', () => {
    // 2026-11-02T07:30Z: 09:30 in Helsinki (EET, UTC+2): open; 08:30 in Stockholm: not yet; 07:30 in London (GMT).
    expect(openState(sales, at('2026-11-02T07:30:00Z'), 'Europe/Helsinki')).toEqual({ kind: 'open', closes: 1080 });
    expect(openState(sales, at('2026-11-02T07:30:00Z'), STHLM)).toEqual({ kind: 'closed', opens: { inDays: 0, minutes: 540 } });
    expect(openState(sales, at('2026-11-02T07:30:00Z'), 'Europe/London')).toEqual({ kind: 'closed', opens: { inDays: 0, minutes: 540 } });
    // 17:30Z: 18:30 in Stockholm (closed), 17:30 in London (open until 18:00).
    expect(openState(sales, at('2026-11-02T17:30:00Z'), 'Europe/London')).toEqual({ kind: 'open', closes: 1080 });
  });
});

describe('deviation and vacation days', () => {
  it('a deviation day replaces the week’s hours for its date', () => {
    const short = week([['Mån-Fre', '09:00-18:00']], [{ date: '2026-11-02', displayText: '10:00-15:00' }]);
    // Monday 09:30 local: normally open, today opens at 10:00 (600).
    expect(openState(short, at('2026-11-02T08:30:00Z'), STHLM)).toEqual({ kind: 'closed', opens: { inDays: 0, minutes: 600 } });
    // 15:00 local = 14:00Z: closed today; Tuesday as usual.
    expect(openState(short, at('2026-11-02T14:00:00Z'), STHLM)).toEqual({ kind: 'closed', opens: { inDays: 1, minutes: 540 } });
  });

  it('a vacation closes every day it covers; the first day after it opens', () => {
    const away = week([['Mån-Fre', '09:00-18:00']], [], [{ vacationtitle: 'Inventering', vacationstart: '2026-11-01', vacationend: '2026-11-03' }]);
    // Monday noon: closed; Tuesday 3 Nov still covered; Wednesday 4 Nov opens at 09:00, two days ahead.
    expect(openState(away, at('2026-11-02T11:00:00Z'), STHLM)).toEqual({ kind: 'closed', opens: { inDays: 2, minutes: 540 } });
  });

  it('a closed deviation day on a working day', () => {
    const eve = week([['Mån-Fre', '09:00-18:00']], [{ date: '2026-12-24', displayText: 'Stängt' }]);
    // Thursday 24 Dec 2026 at 11:00 local: closed; Friday 25th opens 09:00.
    expect(openState(eve, at('2026-12-24T10:00:00Z'), STHLM)).toEqual({ kind: 'closed', opens: { inDays: 1, minutes: 540 } });
  });
});

describe('other schedules', () => {
  it('a range past midnight is still open after it', () => {
    const late = week([['Fre', '22:00-02:00']]);
    // Saturday 2026-11-07 01:00 local (00:00Z): Friday's range runs to 02:00 = 120 minutes into Saturday.
    expect(openState(late, at('2026-11-07T00:00:00Z'), STHLM)).toEqual({ kind: 'open', closes: 120 });
    expect(openState(late, at('2026-11-07T01:00:00Z'), STHLM).kind).not.toBe('open');
  });

  it('a lunch break: closed in it, opens again at 12:30 (750)', () => {
    const lunch = week([['Po - Pi', '7:00 - 12:00, 12:30 - 16:00']]);
    expect(openState(lunch, at('2026-11-02T11:15:00Z'), 'Europe/Bratislava')).toEqual({ kind: 'closed', opens: { inDays: 0, minutes: 750 } });
    expect(openState(lunch, at('2026-11-02T11:30:00Z'), 'Europe/Bratislava')).toEqual({ kind: 'open', closes: 960 });
  });

  it('is unknown when today’s hours cannot be read, and when no row names today', () => {
    expect(openState(week([['Mån-Fre', 'Enligt avtal']]), at('2026-11-02T11:00:00Z'), STHLM)).toEqual({ kind: 'unknown' });
    expect(openState(week([['Lördag', '10:00-15:00']]), at('2026-11-02T11:00:00Z'), STHLM)).toEqual({ kind: 'unknown' });
  });

  it('says no next opening when the days ahead cannot be read', () => {
    const mondays = week([['Måndag', '09:00-10:00']]);
    expect(openState(mondays, at('2026-11-02T11:00:00Z'), STHLM)).toEqual({ kind: 'closed', opens: null });
  });
});

describe('a site of several departments', () => {
  const workshop = week([['Mån-Fre', '07:00-17:00']]);
  it('is open when any is, until the last of those closes; else closed until the first opens', () => {
    // Monday 07:30 local (06:30Z): the workshop is open (to 17:00 = 1020), sales not yet.
    expect(siteOpenState([sales, workshop], at('2026-11-02T06:30:00Z'), STHLM)).toEqual({ kind: 'open', closes: 1020 });
    // Monday 10:00 local: both open; sales closes last (1080).
    expect(siteOpenState([sales, workshop], at('2026-11-02T09:00:00Z'), STHLM)).toEqual({ kind: 'open', closes: 1080 });
    // Monday 06:00 local (05:00Z): the workshop opens first, at 07:00 (420).
    expect(siteOpenState([sales, workshop], at('2026-11-02T05:00:00Z'), STHLM)).toEqual({ kind: 'closed', opens: { inDays: 0, minutes: 420 } });
    expect(siteOpenState([], at('2026-11-02T05:00:00Z'), STHLM)).toEqual({ kind: 'unknown' });
  });
});
