import type { Language } from '@showroom/sites';

type Words = Record<Language, string>;
const w = (sv: string, nb: string, fi: string, sk: string, en: string): Words => ({ sv, nb, fi, sk, en });

/** Texts of the home page's blocks beyond the hero and blurbs. */
export const HOME_TEXTS = {
  cardsTitle: w('Vi hjälper dig', 'Vi hjelper deg', 'Autamme sinua', 'Pomôžeme vám', 'How we can help'),
  cardText: w('Läs mer och kom igång direkt.', 'Les mer og kom i gang.', 'Lue lisää ja aloita heti.', 'Zistite viac a začnite hneď.', 'Find out more and get started.'),
  modelsTitle: w('Populära modeller', 'Populære modeller', 'Suositut mallit', 'Obľúbené modely', 'Popular models'),
  priceFrom: w('Pris från', 'Pris fra', 'Hinta alkaen', 'Cena od', 'Price from'),
  fuel: w('Drivmedel', 'Drivstoff', 'Käyttövoima', 'Palivo', 'Fuel'),
  power: w('Effekt', 'Effekt', 'Teho', 'Výkon', 'Power'),
  body: w('Kaross', 'Karosseri', 'Korityyppi', 'Karoséria', 'Body'),
  horsepower: w('hk', 'hk', 'hv', 'k', 'hp'),
  campaign: w('Kampanj', 'Kampanje', 'Kampanja', 'Akcia', 'Offer'),
  modelText: w('Se alla bilar i lager.', 'Se alle biler på lager.', 'Katso kaikki varastoautot.', 'Pozrite si všetky autá na sklade.', 'See every car in stock.'),
  countdownTitle: w('Kampanjen slutar om', 'Kampanjen slutter om', 'Kampanja päättyy', 'Akcia končí o', 'The offer ends in'),
  storiesTitle: w('Senaste nytt', 'Siste nytt', 'Uusimmat uutiset', 'Najnovšie správy', 'Latest news'),
  showMore: w('Visa fler', 'Vis flere', 'Näytä lisää', 'Zobraziť viac', 'Show more'),
  carOfTheWeekTitle: w('Veckans bilar', 'Ukens biler', 'Viikon autot', 'Autá týždňa', 'Cars of the week'),
  pickedTitle: w('Utvalda bilar', 'Utvalgte biler', 'Valitut autot', 'Vybrané autá', 'Hand-picked cars'),
  electricTitle: w('Prisvärda elbilar', 'Rimelige elbiler', 'Edulliset sähköautot', 'Cenovo dostupné elektromobily', 'Affordable electric cars'),
  allElectric: w('Alla elbilar', 'Alle elbiler', 'Kaikki sähköautot', 'Všetky elektromobily', 'All electric cars'),
  heroSearchTitle: w('Hitta din nästa bil', 'Finn din neste bil', 'Löydä seuraava autosi', 'Nájdite svoje ďalšie auto', 'Find your next car'),
  heroSearchText: w(
    'Skriv märke, modell eller bränsle, till exempel "Volvo el".',
    'Skriv merke, modell eller drivstoff, for eksempel "Volvo elektrisk".',
    'Kirjoita merkki, malli tai käyttövoima, esimerkiksi "Volvo sähkö".',
    'Napíšte značku, model alebo palivo, napríklad „Volvo elektro“.',
    'Type a make, model or fuel, for example "Volvo electric".',
  ),
  heroSearchPlaceholder: w('T.ex. Volvo XC60 diesel', 'F.eks. Volvo XC60 diesel', 'Esim. Volvo XC60 diesel', 'Napr. Volvo XC60 diesel', 'E.g. Volvo XC60 diesel'),
  slides: [
    w('Elbilar för alla', 'Elbiler for alle', 'Sähköautot kaikille', 'Elektromobily pre každého', 'Electric cars for everyone'),
    w('Vinterklar med nya däck', 'Vinterklar med nye dekk', 'Talvivalmiiksi uusilla renkailla', 'Pripravení na zimu s novými pneumatikami', 'Ready for winter with new tyres'),
    w('Byt in din bil idag', 'Bytt inn bilen din i dag', 'Vaihda autosi tänään', 'Vymeňte svoje auto ešte dnes', 'Part-exchange your car today'),
  ],
  slideText: w('Upptäck våra erbjudanden.', 'Oppdag tilbudene våre.', 'Tutustu tarjouksiimme.', 'Objavte naše ponuky.', 'Discover our offers.'),
  alertWarning: w('Begränsade öppettider', 'Begrensede åpningstider', 'Rajoitetut aukioloajat', 'Obmedzené otváracie hodiny', 'Limited opening hours'),
  alertWarningText: w(
    'Våra verkstäder har begränsade öppettider under helgerna.',
    'Verkstedene våre har begrensede åpningstider i høytiden.',
    'Korjaamoillamme on rajoitetut aukioloajat pyhien aikana.',
    'Naše servisy majú počas sviatkov obmedzené otváracie hodiny.',
    'Our workshops have limited opening hours over the holidays.',
  ),
  alertCampaignText: w('Kampanj på utvalda bilar', 'Kampanje på utvalgte biler', 'Kampanja valituissa autoissa', 'Akcia na vybrané autá', 'Offers on selected cars'),
  creditWarning: w('Att låna kostar pengar!', 'Å låne koster penger!', 'Lainaaminen maksaa!', 'Požičiavanie stojí peniaze!', 'Borrowing costs money!'),
};
