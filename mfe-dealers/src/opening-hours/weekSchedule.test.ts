import { parseDayLabel, parseDisplayText, parseWeekSchedule, weekdayOf } from './weekSchedule';

describe('day labels', () => {
  it.each([
    // label, weekdays (0 = Monday)
    ['Mån-Fre', [0, 1, 2, 3, 4]],
    ['Måndag–Fredag', [0, 1, 2, 3, 4]],
    ['Man–Fre', [0, 1, 2, 3, 4]],
    ['ma–pe', [0, 1, 2, 3, 4]],
    ['Po - Pi', [0, 1, 2, 3, 4]],
    ['Mon-Fri', [0, 1, 2, 3, 4]],
    ['Mon.', [0]],
    ['Lördag', [5]],
    ['Lørdag:', [5]],
    ['la', [5]],
    ['So', [5]], // Slovak sobota
    ['Sö', [6]], // Swedish söndag
    ['Nedeľa', [6]],
    ['Štvrtok', [3]],
    ['Keskiviikko', [2]],
    ['Sat & Sun', [5, 6]],
    ['Lör, Sön', [5, 6]],
    ['Sobota a nedeľa', [5, 6]], // "a" is Slovak "and"; the "a" ending nedeľa is not
    ['Fre-Mån', [0, 4, 5, 6]], // wraps over the weekend
    ['Vardagar', [0, 1, 2, 3, 4]],
    ['Weekdays', [0, 1, 2, 3, 4]],
  ])('%s names %j', (label, days) => {
    expect(parseDayLabel(label)).toEqual(days);
  });

  it.each(['', 'T', 'S', 'Helgdagar', 'Mån-Fre-Lör', 'Mån-Xyz'])('%j names no day', (label) => {
    expect(parseDayLabel(label)).toEqual([]);
  });

  it('takes a prefix only when it names one weekday in every language ("t" is Tuesday and Thursday, "ti" is Tuesday in sv and fi)', () => {
    expect(weekdayOf('t')).toBeNull();
    expect(weekdayOf('ti')).toBe(1);
    expect(weekdayOf('to')).toBe(3);
    expect(weekdayOf('s')).toBeNull();
  });
});

describe('display texts', () => {
  it.each([
    ['09:00-18:00', [[540, 1080]]], // 9 h * 60 = 540, 18 h * 60 = 1080
    ['9.00–18.00', [[540, 1080]]],
    ['08:30 — 17:30', [[510, 1050]]],
    ['8-17', [[480, 1020]]],
    ['7:00 - 12:00, 12:30 - 16:00', [[420, 720], [750, 960]]],
    ['10:00-14:00 och 15:00-18:00', [[600, 840], [900, 1080]]],
    ['00:00-24:00', [[0, 1440]]],
    ['22:00-02:00', [[1320, 1560]]], // past midnight: 2 h * 60 + 1440 = 1560
  ])('%s is open %j', (text, ranges) => {
    expect(parseDisplayText(text)).toEqual({ kind: 'open', ranges: ranges.map(([opens, closes]) => ({ opens, closes })) });
  });

  it.each(['Stängt', 'stengt', 'Suljettu', 'Kiinni', 'Zatvorené', 'Closed', 'CLOSED.'])('%s is closed', (text) => {
    expect(parseDisplayText(text)).toEqual({ kind: 'closed' });
  });

  it.each(['Enligt överenskommelse', '', '25:00-26:00', '09:60-10:00', '24:00-02:00', '09:00', '09:00-18:00, ring'])('%j cannot be read', (text) => {
    expect(parseDisplayText(text)).toEqual({ kind: 'unknown' });
  });
});

describe('a week', () => {
  it('gives each named day its hours; a later row wins for its day; an unnamed day has none', () => {
    const week = parseWeekSchedule([
      { day: 'Mån-Fre', displayText: '09:00-18:00' },
      { day: 'Fredag', displayText: '09:00-16:00' },
      { day: 'Lördag', displayText: 'Stängt' },
    ]);
    expect(week.byDay[0]).toEqual({ kind: 'open', ranges: [{ opens: 540, closes: 1080 }] });
    expect(week.byDay[4]).toEqual({ kind: 'open', ranges: [{ opens: 540, closes: 960 }] });
    expect(week.byDay[5]).toEqual({ kind: 'closed' });
    expect(week.byDay[6]).toBeUndefined();
    expect(week.rows.map((r) => r.days)).toEqual([[0, 1, 2, 3, 4], [4], [5]]);
  });
});
