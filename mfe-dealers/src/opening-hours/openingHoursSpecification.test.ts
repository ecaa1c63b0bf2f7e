import type { SiteDepartment } from '@showroom/contracts';
import { openingHoursSpecification } from './openingHoursSpecification';

const department = (rows: [string, string][]): SiteDepartment => ({
  name: 'Verkstad',
  group: 'Workshop',
  erp_id: '1.1',
  brands: [],
  users: [],
  openingschedule: { openinghours: rows.map(([day, displayText]) => ({ day, displayText })) },
  deviationdays: [],
  vacationdays: [],
});
const spec = (day: string, opens: string, closes: string) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens, closes });

describe('openingHoursSpecification', () => {
  it('gives one entry per open day and range, leaving closed and unreadable days out', () => {
    const hours = openingHoursSpecification(department([
      ['Mån-Fre', '07:00 - 12:00, 12:30 - 16:00'],
      ['Lördag', '10:00-15:00'],
      ['Söndag', 'Stängt'],
      ['Helgdagar', 'Stängt'],
    ]));
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].flatMap((d) => [spec(d, '07:00', '12:00'), spec(d, '12:30', '16:00')]);
    expect(hours).toEqual([...weekdays, spec('Saturday', '10:00', '15:00')]);
  });

  it('writes a midnight close as 23:59 and a later one as the next day’s time', () => {
    expect(openingHoursSpecification(department([['Fre', '00:00-24:00'], ['Lör', '22:00-02:00']]))).toEqual([spec('Friday', '00:00', '23:59'), spec('Saturday', '22:00', '02:00')]);
  });

  it('is empty for a schedule with nothing readable', () => {
    expect(openingHoursSpecification(department([['Alla dagar', 'Ring oss']]))).toEqual([]);
  });
});
