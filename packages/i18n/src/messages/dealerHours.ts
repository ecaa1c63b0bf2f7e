import type { Translations } from './types';

/** Dealer site departments: opening hours, open-now badge, deviation and vacation days, brands and staff. */
export interface DealerHoursMessages {
  'dealerHours.departments': string;
  'dealerHours.openingHours': string;
  'dealerHours.day': string;
  'dealerHours.hours': string;
  'dealerHours.today': string;
  'dealerHours.closedDay': string;
  'dealerHours.deviationDays': string;
  'dealerHours.vacationDays': string;
  'dealerHours.brands': string;
  'dealerHours.phone': string;
  'dealerHours.email': string;
  'dealerHours.openNow': string;
  'dealerHours.closedNow': string;
  'dealerHours.closesAt': string;
  'dealerHours.opensAt': string;
  'dealerHours.opensTomorrowAt': string;
  'dealerHours.opensOnDayAt': string;
  'dealerHours.staffToggle': string;
}

export const dealerHoursMessages: Translations<DealerHoursMessages> = {
  sv: {
    'dealerHours.departments': 'Avdelningar',
    'dealerHours.openingHours': 'Öppettider',
    'dealerHours.day': 'Dag',
    'dealerHours.hours': 'Tid',
    'dealerHours.today': 'Idag',
    'dealerHours.closedDay': 'Stängt',
    'dealerHours.deviationDays': 'Avvikande öppettider',
    'dealerHours.vacationDays': 'Semesterstängt',
    'dealerHours.brands': 'Märken',
    'dealerHours.phone': 'Telefon',
    'dealerHours.email': 'E-post',
    'dealerHours.openNow': 'Öppet nu',
    'dealerHours.closedNow': 'Stängt nu',
    'dealerHours.closesAt': 'stänger {time}',
    'dealerHours.opensAt': 'öppnar {time}',
    'dealerHours.opensTomorrowAt': 'öppnar i morgon {time}',
    'dealerHours.opensOnDayAt': 'öppnar {day} {time}',
    'dealerHours.staffToggle': 'Personal ({count})',
  },
  nb: {
    'dealerHours.departments': 'Avdelinger',
    'dealerHours.openingHours': 'Åpningstider',
    'dealerHours.day': 'Dag',
    'dealerHours.hours': 'Tid',
    'dealerHours.today': 'I dag',
    'dealerHours.closedDay': 'Stengt',
    'dealerHours.deviationDays': 'Avvikende åpningstider',
    'dealerHours.vacationDays': 'Ferie',
    'dealerHours.brands': 'Merker',
    'dealerHours.phone': 'Telefon',
    'dealerHours.email': 'E-post',
    'dealerHours.openNow': 'Åpent nå',
    'dealerHours.closedNow': 'Stengt nå',
    'dealerHours.closesAt': 'stenger {time}',
    'dealerHours.opensAt': 'åpner {time}',
    'dealerHours.opensTomorrowAt': 'åpner i morgen {time}',
    'dealerHours.opensOnDayAt': 'åpner {day} {time}',
    'dealerHours.staffToggle': 'Ansatte ({count})',
  },
  fi: {
    'dealerHours.departments': 'Osastot',
    'dealerHours.openingHours': 'Aukioloajat',
    'dealerHours.day': 'Päivä',
    'dealerHours.hours': 'Aika',
    'dealerHours.today': 'Tänään',
    'dealerHours.closedDay': 'Suljettu',
    'dealerHours.deviationDays': 'Poikkeavat aukioloajat',
    'dealerHours.vacationDays': 'Lomasulut',
    'dealerHours.brands': 'Merkit',
    'dealerHours.phone': 'Puhelin',
    'dealerHours.email': 'Sähköposti',
    'dealerHours.openNow': 'Avoinna nyt',
    'dealerHours.closedNow': 'Suljettu nyt',
    'dealerHours.closesAt': 'sulkeutuu {time}',
    'dealerHours.opensAt': 'avautuu {time}',
    'dealerHours.opensTomorrowAt': 'avautuu huomenna {time}',
    'dealerHours.opensOnDayAt': 'avautuu {day} {time}',
    'dealerHours.staffToggle': 'Henkilökunta ({count})',
  },
  sk: {
    'dealerHours.departments': 'Oddelenia',
    'dealerHours.openingHours': 'Otváracie hodiny',
    'dealerHours.day': 'Deň',
    'dealerHours.hours': 'Čas',
    'dealerHours.today': 'Dnes',
    'dealerHours.closedDay': 'Zatvorené',
    'dealerHours.deviationDays': 'Zmenené otváracie hodiny',
    'dealerHours.vacationDays': 'Dovolenka',
    'dealerHours.brands': 'Značky',
    'dealerHours.phone': 'Telefón',
    'dealerHours.email': 'E-mail',
    'dealerHours.openNow': 'Teraz otvorené',
    'dealerHours.closedNow': 'Teraz zatvorené',
    'dealerHours.closesAt': 'zatvára o {time}',
    'dealerHours.opensAt': 'otvára o {time}',
    'dealerHours.opensTomorrowAt': 'otvára zajtra o {time}',
    'dealerHours.opensOnDayAt': 'otvára {day} o {time}',
    'dealerHours.staffToggle': 'Zamestnanci ({count})',
  },
  en: {
    'dealerHours.departments': 'Departments',
    'dealerHours.openingHours': 'Opening hours',
    'dealerHours.day': 'Day',
    'dealerHours.hours': 'Hours',
    'dealerHours.today': 'Today',
    'dealerHours.closedDay': 'Closed',
    'dealerHours.deviationDays': 'Changed opening hours',
    'dealerHours.vacationDays': 'Holiday closures',
    'dealerHours.brands': 'Brands',
    'dealerHours.phone': 'Phone',
    'dealerHours.email': 'Email',
    'dealerHours.openNow': 'Open now',
    'dealerHours.closedNow': 'Closed now',
    'dealerHours.closesAt': 'closes {time}',
    'dealerHours.opensAt': 'opens {time}',
    'dealerHours.opensTomorrowAt': 'opens tomorrow {time}',
    'dealerHours.opensOnDayAt': 'opens {day} {time}',
    'dealerHours.staffToggle': 'Staff ({count})',
  },
};
