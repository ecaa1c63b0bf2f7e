import type { Translations } from './types';

/** Step 4 of the service booking (workshop and time). Swedish texts of spec 3 are fixed by the spec. */
export interface ServiceBookingWorkshopMessages {
  'serviceBookingWorkshop.loadingSites': string;
  'serviceBookingWorkshop.sitesLoaded': string;
  'serviceBookingWorkshop.fetchMore': string;
  'serviceBookingWorkshop.sortLabel': string;
  'serviceBookingWorkshop.sortNearest': string;
  'serviceBookingWorkshop.sortFirstAvailable': string;
  'serviceBookingWorkshop.firstTime': string;
  'serviceBookingWorkshop.noFirstTime': string;
  'serviceBookingWorkshop.distance': string;
  'serviceBookingWorkshop.choose': string;
  'serviceBookingWorkshop.chooseNamed': string;
  'serviceBookingWorkshop.chosen': string;
  'serviceBookingWorkshop.noSites': string;
  'serviceBookingWorkshop.noSitesHint': string;
  'serviceBookingWorkshop.supportContact': string;
  'serviceBookingWorkshop.streamFailed': string;
  'serviceBookingWorkshop.retry': string;
  'serviceBookingWorkshop.mapLabel': string;
  'serviceBookingWorkshop.mapHint': string;
  'serviceBookingWorkshop.mapsFailed': string;
  'serviceBookingWorkshop.zoomIn': string;
  'serviceBookingWorkshop.zoomOut': string;
  'serviceBookingWorkshop.timesHeading': string;
  'serviceBookingWorkshop.week': string;
  'serviceBookingWorkshop.previousWeek': string;
  'serviceBookingWorkshop.nextWeek': string;
  'serviceBookingWorkshop.loadingTimes': string;
  'serviceBookingWorkshop.timesFailed': string;
  'serviceBookingWorkshop.noTimesThisWeek': string;
  'serviceBookingWorkshop.noTimesDay': string;
  'serviceBookingWorkshop.fullDay': string;
  'serviceBookingWorkshop.fullDayNote': string;
  'serviceBookingWorkshop.timeChoice': string;
  'serviceBookingWorkshop.fullDayChoice': string;
  'serviceBookingWorkshop.changeWorkshopOrTime': string;
}

export const serviceBookingWorkshopMessages: Translations<ServiceBookingWorkshopMessages> = {
  sv: {
    'serviceBookingWorkshop.loadingSites': 'Söker verkstäder nära dig…',
    'serviceBookingWorkshop.sitesLoaded': '{count} verkstäder visas',
    'serviceBookingWorkshop.fetchMore': 'Hämta fler',
    'serviceBookingWorkshop.sortLabel': 'Sortera verkstäder',
    'serviceBookingWorkshop.sortNearest': 'Närmast mig',
    'serviceBookingWorkshop.sortFirstAvailable': 'Första lediga tid',
    'serviceBookingWorkshop.firstTime': 'Första lediga tid: {time}',
    'serviceBookingWorkshop.noFirstTime': 'Inga lediga tider de närmaste veckorna',
    'serviceBookingWorkshop.distance': '{km} km bort',
    'serviceBookingWorkshop.choose': 'Välj',
    'serviceBookingWorkshop.chooseNamed': 'Välj {name}',
    'serviceBookingWorkshop.chosen': 'Vald verkstad',
    'serviceBookingWorkshop.noSites': 'Vi kan ej hitta några anläggningar som passar dig',
    'serviceBookingWorkshop.noSitesHint': 'Prova att ändra dina val, eller kontakta oss så hjälper vi dig.',
    'serviceBookingWorkshop.supportContact': 'Kontakta kundtjänst:',
    'serviceBookingWorkshop.streamFailed': 'Något gick fel när verkstäderna skulle hämtas.',
    'serviceBookingWorkshop.retry': 'Försök igen',
    'serviceBookingWorkshop.mapLabel': 'Karta över verkstäderna',
    'serviceBookingWorkshop.mapHint': 'Välj verkstad i listan eller på kartan.',
    'serviceBookingWorkshop.mapsFailed': 'Failed to load Google Maps API',
    'serviceBookingWorkshop.zoomIn': 'Zooma in',
    'serviceBookingWorkshop.zoomOut': 'Zooma ut',
    'serviceBookingWorkshop.timesHeading': 'Lediga tider hos {name}',
    'serviceBookingWorkshop.week': 'Vecka {week}: {from}–{to}',
    'serviceBookingWorkshop.previousWeek': 'Föregående vecka',
    'serviceBookingWorkshop.nextWeek': 'Nästa vecka',
    'serviceBookingWorkshop.loadingTimes': 'Hämtar lediga tider…',
    'serviceBookingWorkshop.timesFailed': 'Vi kunde inte hämta lediga tider just nu.',
    'serviceBookingWorkshop.noTimesThisWeek': 'Inga lediga tider den här veckan.',
    'serviceBookingWorkshop.noTimesDay': 'Inga tider',
    'serviceBookingWorkshop.fullDay': 'Heldag',
    'serviceBookingWorkshop.fullDayNote': 'Heldag bokas kl. 08:00: bilen lämnas före 08:00.',
    'serviceBookingWorkshop.timeChoice': '{day} kl. {time}',
    'serviceBookingWorkshop.fullDayChoice': '{day}, heldag (lämna bilen före 08:00)',
    'serviceBookingWorkshop.changeWorkshopOrTime': 'Ändra verkstad eller tid',
  },
  nb: {
    'serviceBookingWorkshop.loadingSites': 'Søker etter verksteder i nærheten…',
    'serviceBookingWorkshop.sitesLoaded': '{count} verksteder vises',
    'serviceBookingWorkshop.fetchMore': 'Hent flere',
    'serviceBookingWorkshop.sortLabel': 'Sorter verksteder',
    'serviceBookingWorkshop.sortNearest': 'Nærmest meg',
    'serviceBookingWorkshop.sortFirstAvailable': 'Første ledige tid',
    'serviceBookingWorkshop.firstTime': 'Første ledige tid: {time}',
    'serviceBookingWorkshop.noFirstTime': 'Ingen ledige tider de nærmeste ukene',
    'serviceBookingWorkshop.distance': '{km} km unna',
    'serviceBookingWorkshop.choose': 'Velg',
    'serviceBookingWorkshop.chooseNamed': 'Velg {name}',
    'serviceBookingWorkshop.chosen': 'Valgt verksted',
    'serviceBookingWorkshop.noSites': 'Vi finner ingen verksteder som passer deg',
    'serviceBookingWorkshop.noSitesHint': 'Prøv å endre valgene dine, eller kontakt oss, så hjelper vi deg.',
    'serviceBookingWorkshop.supportContact': 'Kontakt kundeservice:',
    'serviceBookingWorkshop.streamFailed': 'Noe gikk galt da verkstedene skulle hentes.',
    'serviceBookingWorkshop.retry': 'Prøv igjen',
    'serviceBookingWorkshop.mapLabel': 'Kart over verkstedene',
    'serviceBookingWorkshop.mapHint': 'Velg verksted i listen eller på kartet.',
    'serviceBookingWorkshop.mapsFailed': 'Failed to load Google Maps API',
    'serviceBookingWorkshop.zoomIn': 'Zoom inn',
    'serviceBookingWorkshop.zoomOut': 'Zoom ut',
    'serviceBookingWorkshop.timesHeading': 'Ledige tider hos {name}',
    'serviceBookingWorkshop.week': 'Uke {week}: {from}–{to}',
    'serviceBookingWorkshop.previousWeek': 'Forrige uke',
    'serviceBookingWorkshop.nextWeek': 'Neste uke',
    'serviceBookingWorkshop.loadingTimes': 'Henter ledige tider…',
    'serviceBookingWorkshop.timesFailed': 'Vi kunne ikke hente ledige tider akkurat nå.',
    'serviceBookingWorkshop.noTimesThisWeek': 'Ingen ledige tider denne uken.',
    'serviceBookingWorkshop.noTimesDay': 'Ingen tider',
    'serviceBookingWorkshop.fullDay': 'Hel dag',
    'serviceBookingWorkshop.fullDayNote': 'Hel dag bookes kl. 08:00: bilen leveres før 08:00.',
    'serviceBookingWorkshop.timeChoice': '{day} kl. {time}',
    'serviceBookingWorkshop.fullDayChoice': '{day}, hel dag (lever bilen før 08:00)',
    'serviceBookingWorkshop.changeWorkshopOrTime': 'Endre verksted eller tid',
  },
  fi: {
    'serviceBookingWorkshop.loadingSites': 'Haetaan lähellä olevia korjaamoja…',
    'serviceBookingWorkshop.sitesLoaded': '{count} korjaamoa näkyvissä',
    'serviceBookingWorkshop.fetchMore': 'Hae lisää',
    'serviceBookingWorkshop.sortLabel': 'Lajittele korjaamot',
    'serviceBookingWorkshop.sortNearest': 'Lähimmät ensin',
    'serviceBookingWorkshop.sortFirstAvailable': 'Ensimmäinen vapaa aika',
    'serviceBookingWorkshop.firstTime': 'Ensimmäinen vapaa aika: {time}',
    'serviceBookingWorkshop.noFirstTime': 'Ei vapaita aikoja lähiviikkoina',
    'serviceBookingWorkshop.distance': '{km} km päässä',
    'serviceBookingWorkshop.choose': 'Valitse',
    'serviceBookingWorkshop.chooseNamed': 'Valitse {name}',
    'serviceBookingWorkshop.chosen': 'Valittu korjaamo',
    'serviceBookingWorkshop.noSites': 'Emme löydä sinulle sopivia korjaamoja',
    'serviceBookingWorkshop.noSitesHint': 'Kokeile muuttaa valintojasi tai ota yhteyttä, niin autamme.',
    'serviceBookingWorkshop.supportContact': 'Ota yhteyttä asiakaspalveluun:',
    'serviceBookingWorkshop.streamFailed': 'Korjaamojen haussa tapahtui virhe.',
    'serviceBookingWorkshop.retry': 'Yritä uudelleen',
    'serviceBookingWorkshop.mapLabel': 'Korjaamojen kartta',
    'serviceBookingWorkshop.mapHint': 'Valitse korjaamo luettelosta tai kartalta.',
    'serviceBookingWorkshop.mapsFailed': 'Failed to load Google Maps API',
    'serviceBookingWorkshop.zoomIn': 'Lähennä',
    'serviceBookingWorkshop.zoomOut': 'Loitonna',
    'serviceBookingWorkshop.timesHeading': 'Vapaat ajat: {name}',
    'serviceBookingWorkshop.week': 'Viikko {week}: {from}–{to}',
    'serviceBookingWorkshop.previousWeek': 'Edellinen viikko',
    'serviceBookingWorkshop.nextWeek': 'Seuraava viikko',
    'serviceBookingWorkshop.loadingTimes': 'Haetaan vapaita aikoja…',
    'serviceBookingWorkshop.timesFailed': 'Vapaita aikoja ei juuri nyt saatu haettua.',
    'serviceBookingWorkshop.noTimesThisWeek': 'Tällä viikolla ei ole vapaita aikoja.',
    'serviceBookingWorkshop.noTimesDay': 'Ei aikoja',
    'serviceBookingWorkshop.fullDay': 'Koko päivä',
    'serviceBookingWorkshop.fullDayNote': 'Koko päivä varataan klo 08.00: auto tuodaan ennen klo 08.00.',
    'serviceBookingWorkshop.timeChoice': '{day} klo {time}',
    'serviceBookingWorkshop.fullDayChoice': '{day}, koko päivä (tuo auto ennen klo 08.00)',
    'serviceBookingWorkshop.changeWorkshopOrTime': 'Vaihda korjaamo tai aika',
  },
  sk: {
    'serviceBookingWorkshop.loadingSites': 'Hľadáme servisy vo vašom okolí…',
    'serviceBookingWorkshop.sitesLoaded': 'Zobrazené servisy: {count}',
    'serviceBookingWorkshop.fetchMore': 'Načítať ďalšie',
    'serviceBookingWorkshop.sortLabel': 'Zoradiť servisy',
    'serviceBookingWorkshop.sortNearest': 'Najbližšie ku mne',
    'serviceBookingWorkshop.sortFirstAvailable': 'Prvý voľný termín',
    'serviceBookingWorkshop.firstTime': 'Prvý voľný termín: {time}',
    'serviceBookingWorkshop.noFirstTime': 'V najbližších týždňoch žiadne voľné termíny',
    'serviceBookingWorkshop.distance': 'vzdialenosť {km} km',
    'serviceBookingWorkshop.choose': 'Vybrať',
    'serviceBookingWorkshop.chooseNamed': 'Vybrať {name}',
    'serviceBookingWorkshop.chosen': 'Vybraný servis',
    'serviceBookingWorkshop.noSites': 'Nenašli sme žiadne servisy, ktoré by vám vyhovovali',
    'serviceBookingWorkshop.noSitesHint': 'Skúste zmeniť svoj výber alebo nás kontaktujte a pomôžeme vám.',
    'serviceBookingWorkshop.supportContact': 'Kontaktujte zákaznícky servis:',
    'serviceBookingWorkshop.streamFailed': 'Pri načítaní servisov sa niečo pokazilo.',
    'serviceBookingWorkshop.retry': 'Skúsiť znova',
    'serviceBookingWorkshop.mapLabel': 'Mapa servisov',
    'serviceBookingWorkshop.mapHint': 'Vyberte servis v zozname alebo na mape.',
    'serviceBookingWorkshop.mapsFailed': 'Failed to load Google Maps API',
    'serviceBookingWorkshop.zoomIn': 'Priblížiť',
    'serviceBookingWorkshop.zoomOut': 'Oddialiť',
    'serviceBookingWorkshop.timesHeading': 'Voľné termíny: {name}',
    'serviceBookingWorkshop.week': 'Týždeň {week}: {from} – {to}',
    'serviceBookingWorkshop.previousWeek': 'Predchádzajúci týždeň',
    'serviceBookingWorkshop.nextWeek': 'Nasledujúci týždeň',
    'serviceBookingWorkshop.loadingTimes': 'Načítavame voľné termíny…',
    'serviceBookingWorkshop.timesFailed': 'Voľné termíny sa momentálne nepodarilo načítať.',
    'serviceBookingWorkshop.noTimesThisWeek': 'Tento týždeň nie sú voľné termíny.',
    'serviceBookingWorkshop.noTimesDay': 'Žiadne termíny',
    'serviceBookingWorkshop.fullDay': 'Celý deň',
    'serviceBookingWorkshop.fullDayNote': 'Celý deň sa rezervuje na 08:00: auto odovzdáte pred 08:00.',
    'serviceBookingWorkshop.timeChoice': '{day} o {time}',
    'serviceBookingWorkshop.fullDayChoice': '{day}, celý deň (auto odovzdajte pred 08:00)',
    'serviceBookingWorkshop.changeWorkshopOrTime': 'Zmeniť servis alebo termín',
  },
  en: {
    'serviceBookingWorkshop.loadingSites': 'Looking for workshops near you…',
    'serviceBookingWorkshop.sitesLoaded': '{count} workshops shown',
    'serviceBookingWorkshop.fetchMore': 'Load more',
    'serviceBookingWorkshop.sortLabel': 'Sort workshops',
    'serviceBookingWorkshop.sortNearest': 'Nearest to me',
    'serviceBookingWorkshop.sortFirstAvailable': 'First available time',
    'serviceBookingWorkshop.firstTime': 'First available time: {time}',
    'serviceBookingWorkshop.noFirstTime': 'No free times in the coming weeks',
    'serviceBookingWorkshop.distance': '{km} km away',
    'serviceBookingWorkshop.choose': 'Choose',
    'serviceBookingWorkshop.chooseNamed': 'Choose {name}',
    'serviceBookingWorkshop.chosen': 'Chosen workshop',
    'serviceBookingWorkshop.noSites': 'We cannot find any workshops that suit you',
    'serviceBookingWorkshop.noSitesHint': 'Try changing your choices, or contact us and we will help you.',
    'serviceBookingWorkshop.supportContact': 'Contact customer service:',
    'serviceBookingWorkshop.streamFailed': 'Something went wrong while loading the workshops.',
    'serviceBookingWorkshop.retry': 'Try again',
    'serviceBookingWorkshop.mapLabel': 'Map of the workshops',
    'serviceBookingWorkshop.mapHint': 'Choose a workshop in the list or on the map.',
    'serviceBookingWorkshop.mapsFailed': 'Failed to load Google Maps API',
    'serviceBookingWorkshop.zoomIn': 'Zoom in',
    'serviceBookingWorkshop.zoomOut': 'Zoom out',
    'serviceBookingWorkshop.timesHeading': 'Free times at {name}',
    'serviceBookingWorkshop.week': 'Week {week}: {from}–{to}',
    'serviceBookingWorkshop.previousWeek': 'Previous week',
    'serviceBookingWorkshop.nextWeek': 'Next week',
    'serviceBookingWorkshop.loadingTimes': 'Loading free times…',
    'serviceBookingWorkshop.timesFailed': 'We could not load the free times just now.',
    'serviceBookingWorkshop.noTimesThisWeek': 'No free times this week.',
    'serviceBookingWorkshop.noTimesDay': 'No times',
    'serviceBookingWorkshop.fullDay': 'Full day',
    'serviceBookingWorkshop.fullDayNote': 'A full day is booked at 08:00: the car is left before 08:00.',
    'serviceBookingWorkshop.timeChoice': '{day} at {time}',
    'serviceBookingWorkshop.fullDayChoice': '{day}, full day (leave the car before 08:00)',
    'serviceBookingWorkshop.changeWorkshopOrTime': 'Change workshop or time',
  },
};
