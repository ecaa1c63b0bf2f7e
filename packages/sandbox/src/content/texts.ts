import type { Language, PageKind } from '@showroom/sites';

type Words = Record<Language, string>;
const w = (sv: string, nb: string, fi: string, sk: string, en: string): Words => ({ sv, nb, fi, sk, en });

/** Page titles per page kind and language. */
export const PAGE_TITLES: Record<PageKind | 'home', Words> = {
  home: w('Start', 'Hjem', 'Etusivu', 'Domov', 'Home'),
  carList: w('Köp bil', 'Kjøp bil', 'Autot', 'Autá', 'Buy a car'),
  carDetail: w('Bil', 'Bil', 'Auto', 'Auto', 'Car'),
  dealers: w('Anläggningar', 'Forhandlere', 'Toimipisteet', 'Pobočky', 'Find us'),
  stories: w('Nyheter', 'Nyheter', 'Uutiset', 'Novinky', 'News'),
  sellCar: w('Sälj bil', 'Selg bil', 'Myy autosi', 'Predaj auta', 'Sell your car'),
  serviceBooking: w('Boka service', 'Bestill service', 'Varaa huolto', 'Objednať servis', 'Book a service'),
  tireHotel: w('Däckhotell', 'Dekkhotell', 'Rengashotelli', 'Pneuhotel', 'Tyre hotel'),
  kits: w('Tillbehörspaket', 'Tilbehørspakker', 'Varustepaketit', 'Balíky príslušenstva', 'Accessory kits'),
  workshopBooking: w('Bestill service', 'Bestill service', 'Varaa huolto', 'Objednať servis', 'Book a workshop'),
};

/** Titles of the content pages every site has. */
export const CONTENT_TITLES = {
  about: w('Om oss', 'Om oss', 'Meistä', 'O nás', 'About us'),
  contact: w('Kontakt', 'Kontakt', 'Yhteystiedot', 'Kontakt', 'Contact'),
  career: w('Karriär', 'Karriere', 'Ura', 'Kariéra', 'Careers'),
  jobs: w('Lediga jobb', 'Ledige stillinger', 'Avoimet työpaikat', 'Voľné pozície', 'Vacancies'),
  privacy: w('Integritetspolicy', 'Personvern', 'Tietosuoja', 'Ochrana súkromia', 'Privacy policy'),
  thanks: w('Tack', 'Takk', 'Kiitos', 'Ďakujeme', 'Thank you'),
  service: w('Service och verkstad', 'Verksted', 'Huolto', 'Servis', 'Service and parts'),
  tires: w('Däck', 'Dekk', 'Renkaat', 'Pneumatiky', 'Tyres'),
  accessories: w('Tillbehör', 'Tilbehør', 'Tarvikkeet', 'Príslušenstvo', 'Accessories'),
  buyCar: w('Köp bil', 'Kjøp bil', 'Osta auto', 'Kúpiť auto', 'Buy a car'),
  careersSite: w('Karriärsajt', 'Karrieresider', 'Urasivusto', 'Kariérna stránka', 'Careers site'),
};

export const LANGUAGE_NAMES: Record<Language, { englishName: string; nativeName: string }> = {
  sv: { englishName: 'Swedish', nativeName: 'svenska' },
  nb: { englishName: 'Norwegian Bokmål', nativeName: 'norsk bokmål' },
  fi: { englishName: 'Finnish', nativeName: 'suomi' },
  sk: { englishName: 'Slovak', nativeName: 'slovenčina' },
  en: { englishName: 'English', nativeName: 'English' },
};

/** Translated UI texts; every language has every key. */
export const DICTIONARY: Record<Language, Record<string, string>> = {
  sv: {
    carListError: 'Något gick fel när bilarna skulle hämtas. Försök igen.',
    noSearchResults: 'Inga bilar matchade din sökning.',
    storiesNoResults: 'Inga nyheter hittades.',
    carDetailFormSuccess: 'Tack! Vi kontaktar dig inom kort.',
    carDetailFormError: 'Något gick fel. Försök igen senare.',
    missingImageText: 'Bild saknas',
    showMore: 'Visa fler',
    showLess: 'Visa färre',
    backToAllCars: 'Tillbaka till alla bilar',
    search: 'Sök',
  },
  nb: {
    carListError: 'Noe gikk galt da bilene skulle hentes. Prøv igjen.',
    noSearchResults: 'Ingen biler passet søket ditt.',
    storiesNoResults: 'Fant ingen nyheter.',
    carDetailFormSuccess: 'Takk! Vi kontakter deg snart.',
    carDetailFormError: 'Noe gikk galt. Prøv igjen senere.',
    missingImageText: 'Bilde mangler',
    showMore: 'Vis flere',
    showLess: 'Vis færre',
    backToAllCars: 'Tilbake til alle biler',
    search: 'Søk',
  },
  fi: {
    carListError: 'Autojen haku epäonnistui. Yritä uudelleen.',
    noSearchResults: 'Hakuasi vastaavia autoja ei löytynyt.',
    storiesNoResults: 'Uutisia ei löytynyt.',
    carDetailFormSuccess: 'Kiitos! Otamme sinuun pian yhteyttä.',
    carDetailFormError: 'Jokin meni vikaan. Yritä myöhemmin uudelleen.',
    missingImageText: 'Kuva puuttuu',
    showMore: 'Näytä lisää',
    showLess: 'Näytä vähemmän',
    backToAllCars: 'Takaisin kaikkiin autoihin',
    search: 'Hae',
  },
  sk: {
    carListError: 'Pri načítaní áut sa vyskytla chyba. Skúste to znova.',
    noSearchResults: 'Vášmu vyhľadávaniu nezodpovedajú žiadne autá.',
    storiesNoResults: 'Nenašli sa žiadne novinky.',
    carDetailFormSuccess: 'Ďakujeme! Čoskoro vás budeme kontaktovať.',
    carDetailFormError: 'Niečo sa pokazilo. Skúste to neskôr.',
    missingImageText: 'Obrázok chýba',
    showMore: 'Zobraziť viac',
    showLess: 'Zobraziť menej',
    backToAllCars: 'Späť na všetky autá',
    search: 'Hľadať',
  },
  en: {
    carListError: 'Something went wrong while loading the cars. Please try again.',
    noSearchResults: 'No cars matched your search.',
    storiesNoResults: 'No stories found.',
    carDetailFormSuccess: 'Thank you! We will be in touch shortly.',
    carDetailFormError: 'Something went wrong. Please try again later.',
    missingImageText: 'Image missing',
    showMore: 'Show more',
    showLess: 'Show less',
    backToAllCars: 'Back to all cars',
    search: 'Search',
  },
};
