import { generateSeedData } from './seed';
import { buildWorkshops } from './mechmateWorkshops';
import { addDays, BOOKING_HORIZON_DAYS, firstTimeSlot, isCalendarDate, openingHoursOn, stockholmDate, timeslotDay, timeslotWindow } from './mechmateTimeslots';

const NOW = new Date('2026-03-01T00:00:00Z');
const data = generateSeedData({ seed: 1, cars: 300, now: NOW });
const workshops = buildWorkshops(data.dealerSites);
const TODAY = '2026-03-01'; // 01:00 in Stockholm

describe('workshops', () => {
  it('are exactly the Swedish sites with a Workshop department, keyed by its erp id', () => {
    const expected = data.dealerSites.filter((s) => (s.site === 'dealergroup-se' || s.site === 'carstore-se') && s.site_departments.some((d) => d.group === 'Workshop'));
    expect(workshops.map((w) => w.siteId)).toEqual(expected.map((s) => s.site_id));
    for (const [i, w] of workshops.entries()) {
      const workshopDepartment = expected[i]!.site_departments.find((d) => d.group === 'Workshop')!;
      expect(w.departmentId).toBe(workshopDepartment.erp_id);
      const [lat, lng] = expected[i]!.site_geocoord!.split(',');
      expect([w.latitude, w.longitude]).toEqual([Number(lat), Number(lng)]);
    }
    expect(workshops.length).toBeGreaterThan(5);
  });
});

describe('calendar helpers', () => {
  it('adds days across months and years, checks dates, and converts to the Swedish date', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(stockholmDate(new Date('2026-03-01T23:00:00Z'))).toBe('2026-03-02'); // CET is UTC+1
    expect(stockholmDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01'); // CEST is UTC+2
    expect(stockholmDate(NOW)).toBe(TODAY);
  });
});

describe('time slots', () => {
  const workshop = workshops[0]!;
  const days = Array.from({ length: BOOKING_HORIZON_DAYS + 10 }, (_, i) => addDays(TODAY, i - 5));

  it('are the same for the same seed and differ for another seed', () => {
    const a = timeslotWindow(1, workshop, '2026-03-02', TODAY);
    expect(timeslotWindow(1, workshop, '2026-03-02', TODAY)).toEqual(a);
    expect(timeslotWindow(2, workshop, '2026-03-02', TODAY)).not.toEqual(a);
    expect(a.map((d) => d.date)).toEqual(Array.from({ length: 28 }, (_, i) => addDays('2026-03-02', i)));
  });

  it('are empty up to today, past the horizon and on Sundays', () => {
    for (const date of days) {
      const day = timeslotDay(1, workshop, date, TODAY);
      const sunday = new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
      if (date <= TODAY || date > addDays(TODAY, BOOKING_HORIZON_DAYS) || sunday) expect(day).toEqual({ date, availableSlots: [], allDaySlotAvailable: false });
    }
  });

  it('start on the half hour inside opening hours, at least an hour before closing', () => {
    for (const w of workshops) {
      for (const date of days) {
        const hours = openingHoursOn(w, date);
        const day = timeslotDay(1, w, date, TODAY);
        if (!hours) expect(day.availableSlots).toEqual([]);
        for (const time of day.availableSlots) {
          const [h, m] = time.split(':').map(Number) as [number, number];
          expect(m % 30).toBe(0);
          expect(h * 60 + m).toBeGreaterThanOrEqual(hours!.open);
          expect(h * 60 + m).toBeLessThanOrEqual(hours!.close - 60);
        }
        expect([...day.availableSlots].sort()).toEqual(day.availableSlots);
      }
    }
  });

  it('follow the seeded opening hours: weekdays 07-17, Saturdays only where the site opens', () => {
    const saturday = '2026-03-07';
    for (const w of workshops) {
      expect(openingHoursOn(w, '2026-03-04')).toEqual({ open: 7 * 60, close: 17 * 60 });
      const text = w.department.openingschedule.openinghours.find((h) => h.day === 'Lördag')!.displayText;
      expect(openingHoursOn(w, saturday)).toEqual(text === 'Stängt' ? null : { open: 10 * 60, close: 15 * 60 });
    }
    expect(openingHoursOn(workshop, '2026-12-24')).toBeNull(); // deviation day of every department
  });

  it('include all-day slots and fully booked open days', () => {
    const all = workshops.flatMap((w) => days.map((date) => ({ day: timeslotDay(1, w, date, TODAY), open: openingHoursOn(w, date) !== null && date > TODAY && date <= addDays(TODAY, BOOKING_HORIZON_DAYS) })));
    expect(all.some(({ day }) => day.allDaySlotAvailable)).toBe(true);
    expect(all.some(({ day, open }) => open && day.availableSlots.length === 0 && !day.allDaySlotAvailable)).toBe(true);
  });

  it('first slot is the earliest start found by scanning every day', () => {
    for (const w of workshops) {
      let expected: string | null = null;
      for (const date of days) {
        const day = timeslotDay(1, w, date, TODAY);
        const times = [...day.availableSlots, ...(day.allDaySlotAvailable ? ['08:00'] : [])].sort();
        if (times.length > 0) {
          expected = `${date}T${times[0]}:00`;
          break;
        }
      }
      expect(firstTimeSlot(1, w, TODAY)).toBe(expected);
    }
  });
});
