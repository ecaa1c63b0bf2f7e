import { createTranslator } from '@showroom/i18n';
import { openStateText } from './openStateText';

const sv = createTranslator('sv');
const en = createTranslator('en');

describe('open-now words', () => {
  it('open: closes at the local time, in the page language', () => {
    expect(openStateText({ kind: 'open', closes: 1080 }, '2026-11-02', sv, 'sv-SE')).toEqual({ open: true, label: 'Öppet nu', detail: 'stänger 18:00' });
    expect(openStateText({ kind: 'open', closes: 120 + 1440 }, '2026-11-02', en, 'en-GB')).toEqual({ open: true, label: 'Open now', detail: 'closes 02:00' });
  });

  it('closed: opens today, tomorrow, or on a weekday', () => {
    expect(openStateText({ kind: 'closed', opens: { inDays: 0, minutes: 540 } }, '2026-11-02', en, 'en-GB')?.detail).toBe('opens 09:00');
    expect(openStateText({ kind: 'closed', opens: { inDays: 1, minutes: 540 } }, '2026-11-02', sv, 'sv-SE')?.detail).toBe('öppnar i morgon 09:00');
    // 2026-11-07 (a Saturday) + 2 days = Monday 9 November.
    expect(openStateText({ kind: 'closed', opens: { inDays: 2, minutes: 540 } }, '2026-11-07', sv, 'sv-SE')?.detail).toBe('öppnar måndag 09:00');
    expect(openStateText({ kind: 'closed', opens: null }, '2026-11-07', en, 'en-GB')).toEqual({ open: false, label: 'Closed now', detail: null });
    expect(openStateText({ kind: 'unknown' }, '2026-11-07', en, 'en-GB')).toBeNull();
  });
});
