import type { Translations } from './types';

/** Steps 2 and 3 of the service booking (services and add-ons). Swedish texts of spec 3 are fixed by the spec. */
export interface ServiceBookingServicesMessages {
  'serviceBookingServices.loadingServices': string;
  'serviceBookingServices.loadingAddons': string;
  'serviceBookingServices.servicesFailed': string;
  'serviceBookingServices.supportContact': string;
  'serviceBookingServices.retry': string;
  'serviceBookingServices.noServices': string;
  'serviceBookingServices.agreementNotice': string;
  'serviceBookingServices.discount': string;
  'serviceBookingServices.unavailable': string;
  'serviceBookingServices.priceAtWorkshop': string;
  'serviceBookingServices.amount': string;
  'serviceBookingServices.unitTotal': string;
  'serviceBookingServices.message': string;
  'serviceBookingServices.messageCounter': string;
  'serviceBookingServices.messageMissing': string;
  'serviceBookingServices.mileage': string;
  'serviceBookingServices.mileageUnit': string;
  'serviceBookingServices.mileageMissing': string;
  'serviceBookingServices.disclaimer': string;
  'serviceBookingServices.unknownPriceNote': string;
  'serviceBookingServices.total': string;
  'serviceBookingServices.totalPlusUnknown': string;
  'serviceBookingServices.chooseService': string;
  'serviceBookingServices.fixProblems': string;
  'serviceBookingServices.singleChoice': string;
  'serviceBookingServices.addonsIntro': string;
  'serviceBookingServices.continueWithout': string;
  'serviceBookingServices.continueWith': string;
}

export const serviceBookingServicesMessages: Translations<ServiceBookingServicesMessages> = {
  sv: {
    'serviceBookingServices.loadingServices': 'Hämtar tjänster …',
    'serviceBookingServices.loadingAddons': 'Hämtar tillval …',
    'serviceBookingServices.servicesFailed': 'Något gick fel, vänligen försök igen senare.',
    'serviceBookingServices.supportContact': 'Behöver du hjälp? Mejla oss på',
    'serviceBookingServices.retry': 'Försök igen',
    'serviceBookingServices.noServices': 'Vi hittar inga tjänster att boka för din bil just nu.',
    'serviceBookingServices.agreementNotice': 'Din bil har serviceavtal. Avtalets rabatt är redan dragen i priserna nedan.',
    'serviceBookingServices.discount': '{percent} % rabatt',
    'serviceBookingServices.unavailable': 'Inte tillgänglig',
    'serviceBookingServices.priceAtWorkshop': 'Pris på verkstaden',
    'serviceBookingServices.amount': 'Antal ({unit})',
    'serviceBookingServices.unitTotal': '{units} {unit} × {price} = {total}',
    'serviceBookingServices.message': 'Meddelande till verkstaden',
    'serviceBookingServices.messageCounter': '{count}/{max} tecken',
    'serviceBookingServices.messageMissing': 'Ange meddelande',
    'serviceBookingServices.mileage': 'Bilens miltal',
    'serviceBookingServices.mileageUnit': 'mil',
    'serviceBookingServices.mileageMissing': 'Ange miltal',
    'serviceBookingServices.disclaimer': 'Priserna är medianvärden och kan variera.',
    'serviceBookingServices.unknownPriceNote': '* Priset sätts först på verkstaden.',
    'serviceBookingServices.total': 'Totalt {total}',
    'serviceBookingServices.totalPlusUnknown': 'Totalt {total} + pris som sätts på verkstaden*',
    'serviceBookingServices.chooseService': 'Välj minst en tjänst för att fortsätta.',
    'serviceBookingServices.fixProblems': 'Fyll i det som saknas ovan för att fortsätta.',
    'serviceBookingServices.singleChoice': 'Välj högst ett alternativ. Ett nytt val ersätter det förra; välj det valda igen för att ta bort det.',
    'serviceBookingServices.addonsIntro': 'Tillvalen är frivilliga.',
    'serviceBookingServices.continueWithout': 'Fortsätt utan tillval',
    'serviceBookingServices.continueWith': 'Fortsätt med tillval',
  },
  nb: {
    'serviceBookingServices.loadingServices': 'Henter tjenester …',
    'serviceBookingServices.loadingAddons': 'Henter tillegg …',
    'serviceBookingServices.servicesFailed': 'Noe gikk galt, vennligst prøv igjen senere.',
    'serviceBookingServices.supportContact': 'Trenger du hjelp? Send oss e-post på',
    'serviceBookingServices.retry': 'Prøv igjen',
    'serviceBookingServices.noServices': 'Vi finner ingen tjenester å bestille for bilen din akkurat nå.',
    'serviceBookingServices.agreementNotice': 'Bilen din har serviceavtale. Avtalens rabatt er allerede trukket fra prisene nedenfor.',
    'serviceBookingServices.discount': '{percent} % rabatt',
    'serviceBookingServices.unavailable': 'Ikke tilgjengelig',
    'serviceBookingServices.priceAtWorkshop': 'Pris på verkstedet',
    'serviceBookingServices.amount': 'Antall ({unit})',
    'serviceBookingServices.unitTotal': '{units} {unit} × {price} = {total}',
    'serviceBookingServices.message': 'Melding til verkstedet',
    'serviceBookingServices.messageCounter': '{count}/{max} tegn',
    'serviceBookingServices.messageMissing': 'Skriv en melding',
    'serviceBookingServices.mileage': 'Bilens kilometerstand i mil',
    'serviceBookingServices.mileageUnit': 'mil',
    'serviceBookingServices.mileageMissing': 'Oppgi kilometerstand i mil',
    'serviceBookingServices.disclaimer': 'Prisene er medianverdier og kan variere.',
    'serviceBookingServices.unknownPriceNote': '* Prisen settes først på verkstedet.',
    'serviceBookingServices.total': 'Totalt {total}',
    'serviceBookingServices.totalPlusUnknown': 'Totalt {total} + pris som settes på verkstedet*',
    'serviceBookingServices.chooseService': 'Velg minst én tjeneste for å fortsette.',
    'serviceBookingServices.fixProblems': 'Fyll ut det som mangler ovenfor for å fortsette.',
    'serviceBookingServices.singleChoice': 'Velg høyst ett alternativ. Et nytt valg erstatter det forrige; velg det valgte igjen for å fjerne det.',
    'serviceBookingServices.addonsIntro': 'Tilleggene er frivillige.',
    'serviceBookingServices.continueWithout': 'Fortsett uten tillegg',
    'serviceBookingServices.continueWith': 'Fortsett med tillegg',
  },
  fi: {
    'serviceBookingServices.loadingServices': 'Haetaan palveluita …',
    'serviceBookingServices.loadingAddons': 'Haetaan lisäpalveluita …',
    'serviceBookingServices.servicesFailed': 'Jokin meni vikaan, yritä myöhemmin uudelleen.',
    'serviceBookingServices.supportContact': 'Tarvitsetko apua? Lähetä meille sähköpostia osoitteeseen',
    'serviceBookingServices.retry': 'Yritä uudelleen',
    'serviceBookingServices.noServices': 'Autollesi ei löydy juuri nyt varattavia palveluita.',
    'serviceBookingServices.agreementNotice': 'Autollasi on huoltosopimus. Sopimuksen alennus on jo vähennetty alla olevista hinnoista.',
    'serviceBookingServices.discount': '{percent} % alennus',
    'serviceBookingServices.unavailable': 'Ei saatavilla',
    'serviceBookingServices.priceAtWorkshop': 'Hinta korjaamolla',
    'serviceBookingServices.amount': 'Määrä ({unit})',
    'serviceBookingServices.unitTotal': '{units} {unit} × {price} = {total}',
    'serviceBookingServices.message': 'Viesti korjaamolle',
    'serviceBookingServices.messageCounter': '{count}/{max} merkkiä',
    'serviceBookingServices.messageMissing': 'Kirjoita viesti',
    'serviceBookingServices.mileage': 'Auton mittarilukema peninkulmina',
    'serviceBookingServices.mileageUnit': 'peninkulmaa',
    'serviceBookingServices.mileageMissing': 'Anna mittarilukema',
    'serviceBookingServices.disclaimer': 'Hinnat ovat mediaanihintoja ja voivat vaihdella.',
    'serviceBookingServices.unknownPriceNote': '* Hinta määräytyy vasta korjaamolla.',
    'serviceBookingServices.total': 'Yhteensä {total}',
    'serviceBookingServices.totalPlusUnknown': 'Yhteensä {total} + korjaamolla määräytyvä hinta*',
    'serviceBookingServices.chooseService': 'Valitse vähintään yksi palvelu jatkaaksesi.',
    'serviceBookingServices.fixProblems': 'Täytä puuttuvat tiedot yllä jatkaaksesi.',
    'serviceBookingServices.singleChoice': 'Valitse enintään yksi vaihtoehto. Uusi valinta korvaa edellisen; valitse valittu uudelleen poistaaksesi sen.',
    'serviceBookingServices.addonsIntro': 'Lisäpalvelut ovat vapaaehtoisia.',
    'serviceBookingServices.continueWithout': 'Jatka ilman lisäpalveluita',
    'serviceBookingServices.continueWith': 'Jatka lisäpalveluiden kanssa',
  },
  sk: {
    'serviceBookingServices.loadingServices': 'Načítavajú sa služby …',
    'serviceBookingServices.loadingAddons': 'Načítavajú sa doplnky …',
    'serviceBookingServices.servicesFailed': 'Niečo sa pokazilo, skúste to prosím neskôr.',
    'serviceBookingServices.supportContact': 'Potrebujete pomoc? Napíšte nám na',
    'serviceBookingServices.retry': 'Skúsiť znova',
    'serviceBookingServices.noServices': 'Pre vaše auto teraz nenachádzame žiadne služby na rezerváciu.',
    'serviceBookingServices.agreementNotice': 'Vaše auto má servisnú zmluvu. Zľava zo zmluvy je už odpočítaná z cien nižšie.',
    'serviceBookingServices.discount': 'Zľava {percent} %',
    'serviceBookingServices.unavailable': 'Nedostupné',
    'serviceBookingServices.priceAtWorkshop': 'Cena v servise',
    'serviceBookingServices.amount': 'Počet ({unit})',
    'serviceBookingServices.unitTotal': '{units} {unit} × {price} = {total}',
    'serviceBookingServices.message': 'Správa pre servis',
    'serviceBookingServices.messageCounter': '{count}/{max} znakov',
    'serviceBookingServices.messageMissing': 'Zadajte správu',
    'serviceBookingServices.mileage': 'Stav tachometra v míľach (10 km)',
    'serviceBookingServices.mileageUnit': 'mil',
    'serviceBookingServices.mileageMissing': 'Zadajte stav tachometra',
    'serviceBookingServices.disclaimer': 'Ceny sú mediánové hodnoty a môžu sa líšiť.',
    'serviceBookingServices.unknownPriceNote': '* Cenu určí až servis.',
    'serviceBookingServices.total': 'Spolu {total}',
    'serviceBookingServices.totalPlusUnknown': 'Spolu {total} + cena určená v servise*',
    'serviceBookingServices.chooseService': 'Ak chcete pokračovať, vyberte aspoň jednu službu.',
    'serviceBookingServices.fixProblems': 'Ak chcete pokračovať, doplňte chýbajúce údaje vyššie.',
    'serviceBookingServices.singleChoice': 'Vyberte najviac jednu možnosť. Nová voľba nahradí predchádzajúcu; opätovným výberom zvolenú odstránite.',
    'serviceBookingServices.addonsIntro': 'Doplnky sú dobrovoľné.',
    'serviceBookingServices.continueWithout': 'Pokračovať bez doplnkov',
    'serviceBookingServices.continueWith': 'Pokračovať s doplnkami',
  },
  en: {
    'serviceBookingServices.loadingServices': 'Loading services …',
    'serviceBookingServices.loadingAddons': 'Loading add-ons …',
    'serviceBookingServices.servicesFailed': 'Something went wrong, please try again later.',
    'serviceBookingServices.supportContact': 'Need help? E-mail us at',
    'serviceBookingServices.retry': 'Try again',
    'serviceBookingServices.noServices': 'We cannot find any services to book for your car right now.',
    'serviceBookingServices.agreementNotice': 'Your car has a service agreement. Its discount is already taken off the prices below.',
    'serviceBookingServices.discount': '{percent} % off',
    'serviceBookingServices.unavailable': 'Not available',
    'serviceBookingServices.priceAtWorkshop': 'Price at the workshop',
    'serviceBookingServices.amount': 'Amount ({unit})',
    'serviceBookingServices.unitTotal': '{units} {unit} × {price} = {total}',
    'serviceBookingServices.message': 'Message to the workshop',
    'serviceBookingServices.messageCounter': '{count}/{max} characters',
    'serviceBookingServices.messageMissing': 'Enter a message',
    'serviceBookingServices.mileage': 'Mileage in Swedish mil (10 km)',
    'serviceBookingServices.mileageUnit': 'mil',
    'serviceBookingServices.mileageMissing': 'Enter the mileage',
    'serviceBookingServices.disclaimer': 'Prices are median values and may vary.',
    'serviceBookingServices.unknownPriceNote': '* The price is set only at the workshop.',
    'serviceBookingServices.total': 'Total {total}',
    'serviceBookingServices.totalPlusUnknown': 'Total {total} + prices set at the workshop*',
    'serviceBookingServices.chooseService': 'Choose at least one service to continue.',
    'serviceBookingServices.fixProblems': 'Fill in what is missing above to continue.',
    'serviceBookingServices.singleChoice': 'Choose one option at most. A new choice replaces the previous one; choose the chosen one again to remove it.',
    'serviceBookingServices.addonsIntro': 'Add-ons are optional.',
    'serviceBookingServices.continueWithout': 'Continue without add-ons',
    'serviceBookingServices.continueWith': 'Continue with add-ons',
  },
};
