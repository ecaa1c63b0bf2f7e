import type { Translations } from './types';

/**
 * The tire hotel's Booking and Confirmation states (issue 19). The no-days, day-failure and slot-failure
 * texts are fixed in Swedish by spec 3 §8.
 */
export interface TireHotelBookingMessages {
  'tireHotelBooking.heading': string;
  'tireHotelBooking.workshop.heading': string;
  'tireHotelBooking.workshop.phone': string;
  'tireHotelBooking.workshop.email': string;
  'tireHotelBooking.calendar.heading': string;
  'tireHotelBooking.calendar.previous': string;
  'tireHotelBooking.calendar.next': string;
  'tireHotelBooking.calendar.loading': string;
  'tireHotelBooking.calendar.noDays': string;
  'tireHotelBooking.calendar.failed': string;
  'tireHotelBooking.calendar.chosen': string;
  'tireHotelBooking.calendar.keys': string;
  'tireHotelBooking.slots.heading': string;
  'tireHotelBooking.slots.loading': string;
  'tireHotelBooking.slots.failed': string;
  'tireHotelBooking.slots.none': string;
  'tireHotelBooking.contact.heading': string;
  'tireHotelBooking.contact.firstName': string;
  'tireHotelBooking.contact.lastName': string;
  'tireHotelBooking.contact.mobile': string;
  'tireHotelBooking.contact.mobileHint': string;
  'tireHotelBooking.contact.email': string;
  'tireHotelBooking.contact.comment': string;
  'tireHotelBooking.contact.counter': string;
  'tireHotelBooking.contact.required': string;
  'tireHotelBooking.contact.invalidMobile': string;
  'tireHotelBooking.contact.invalidEmail': string;
  'tireHotelBooking.contact.tooLong': string;
  'tireHotelBooking.back': string;
  'tireHotelBooking.submit': string;
  'tireHotelBooking.sending': string;
  'tireHotelBooking.submitHint': string;
  'tireHotelBooking.createFailed': string;
  'tireHotelBooking.confirmation.heading': string;
  'tireHotelBooking.confirmation.intro': string;
  'tireHotelBooking.summary.heading': string;
  'tireHotelBooking.summary.bookingId': string;
  'tireHotelBooking.summary.services': string;
  'tireHotelBooking.summary.time': string;
  'tireHotelBooking.summary.timeValue': string;
  'tireHotelBooking.summary.fullDay': string;
  'tireHotelBooking.summary.workshop': string;
  'tireHotelBooking.summary.map': string;
  'tireHotelBooking.summary.newTab': string;
  'tireHotelBooking.summary.email': string;
  'tireHotelBooking.summary.phone': string;
  'tireHotelBooking.summary.comment': string;
  'tireHotelBooking.summary.customer': string;
  'tireHotelBooking.feedback.heading': string;
  'tireHotelBooking.feedback.rating': string;
  'tireHotelBooking.feedback.star': string;
  'tireHotelBooking.feedback.comment': string;
  'tireHotelBooking.feedback.send': string;
  'tireHotelBooking.feedback.sending': string;
  'tireHotelBooking.feedback.thanks': string;
  'tireHotelBooking.goHome': string;
  'tireHotelBooking.anotherCar': string;
}

export const tireHotelBookingMessages: Translations<TireHotelBookingMessages> = {
  sv: {
    'tireHotelBooking.heading': 'Boka hjulskifte',
    'tireHotelBooking.workshop.heading': 'Din verkstad',
    'tireHotelBooking.workshop.phone': 'Telefon',
    'tireHotelBooking.workshop.email': 'E-post',
    'tireHotelBooking.calendar.heading': 'Välj datum',
    'tireHotelBooking.calendar.previous': 'Föregående månad',
    'tireHotelBooking.calendar.next': 'Nästa månad',
    'tireHotelBooking.calendar.loading': 'Hämtar lediga dagar …',
    'tireHotelBooking.calendar.noDays': 'Det finns för närvarande inga tillgängliga tider på din verkstad. Kontakta oss så hjälper vi dig att hitta första bästa tid.',
    'tireHotelBooking.calendar.failed': 'Ett fel uppstod',
    'tireHotelBooking.calendar.chosen': 'Valt datum: {date}',
    'tireHotelBooking.calendar.keys': 'Flytta mellan dagarna med piltangenterna, byt månad med Page Up och Page Down.',
    'tireHotelBooking.slots.heading': 'Välj tid',
    'tireHotelBooking.slots.loading': 'Hämtar tider …',
    'tireHotelBooking.slots.failed': 'Kunde inte hämta tider för valt datum.',
    'tireHotelBooking.slots.none': 'Det finns inga tider att välja den här dagen. Boka dagen så återkommer verkstaden till dig med en tid.',
    'tireHotelBooking.contact.heading': 'Dina kontaktuppgifter',
    'tireHotelBooking.contact.firstName': 'Förnamn',
    'tireHotelBooking.contact.lastName': 'Efternamn',
    'tireHotelBooking.contact.mobile': 'Mobilnummer',
    'tireHotelBooking.contact.mobileHint': '8–15 siffror, gärna med landsnummer (+46).',
    'tireHotelBooking.contact.email': 'E-post',
    'tireHotelBooking.contact.comment': 'Meddelande till verkstaden (valfritt)',
    'tireHotelBooking.contact.counter': '{count}/{max} tecken',
    'tireHotelBooking.contact.required': 'Fältet måste fyllas i',
    'tireHotelBooking.contact.invalidMobile': 'Ange ett mobilnummer med 8–15 siffror',
    'tireHotelBooking.contact.invalidEmail': 'Ange en giltig e-postadress',
    'tireHotelBooking.contact.tooLong': 'Texten är för lång',
    'tireHotelBooking.back': 'Tillbaka',
    'tireHotelBooking.submit': 'Slutför bokning',
    'tireHotelBooking.sending': 'Bokar …',
    'tireHotelBooking.submitHint': 'Välj datum och tid och fyll i dina kontaktuppgifter för att kunna boka.',
    'tireHotelBooking.createFailed': 'Bokningen kunde inte genomföras. Försök igen.',
    'tireHotelBooking.confirmation.heading': 'Tack för din bokning!',
    'tireHotelBooking.confirmation.intro': 'Vi har tagit emot din bokning av hjulskifte. Här är en sammanfattning.',
    'tireHotelBooking.summary.heading': 'Din bokning',
    'tireHotelBooking.summary.bookingId': 'Bokningsnummer',
    'tireHotelBooking.summary.services': 'Tjänst',
    'tireHotelBooking.summary.time': 'Datum och tid',
    'tireHotelBooking.summary.timeValue': '{date} kl. {time}',
    'tireHotelBooking.summary.fullDay': '{date}, hela dagen – lämna bilen före {time}',
    'tireHotelBooking.summary.workshop': 'Verkstad',
    'tireHotelBooking.summary.map': 'Visa {name} på kartan',
    'tireHotelBooking.summary.newTab': '(öppnas i en ny flik)',
    'tireHotelBooking.summary.email': 'E-post',
    'tireHotelBooking.summary.phone': 'Telefon',
    'tireHotelBooking.summary.comment': 'Meddelande',
    'tireHotelBooking.summary.customer': 'Dina uppgifter',
    'tireHotelBooking.feedback.heading': 'Vad tyckte du om att boka hos oss?',
    'tireHotelBooking.feedback.rating': 'Betyg',
    'tireHotelBooking.feedback.star': '{count} av {max} stjärnor',
    'tireHotelBooking.feedback.comment': 'Kommentar (valfritt)',
    'tireHotelBooking.feedback.send': 'Skicka omdöme',
    'tireHotelBooking.feedback.sending': 'Skickar …',
    'tireHotelBooking.feedback.thanks': 'Tack för din återkoppling!',
    'tireHotelBooking.goHome': 'Gå till startsidan',
    'tireHotelBooking.anotherCar': 'Boka för en annan bil',
  },
  nb: {
    'tireHotelBooking.heading': 'Bestill hjulskift',
    'tireHotelBooking.workshop.heading': 'Ditt verksted',
    'tireHotelBooking.workshop.phone': 'Telefon',
    'tireHotelBooking.workshop.email': 'E-post',
    'tireHotelBooking.calendar.heading': 'Velg dato',
    'tireHotelBooking.calendar.previous': 'Forrige måned',
    'tireHotelBooking.calendar.next': 'Neste måned',
    'tireHotelBooking.calendar.loading': 'Henter ledige dager …',
    'tireHotelBooking.calendar.noDays': 'Det er for øyeblikket ingen ledige tider på verkstedet ditt. Kontakt oss, så hjelper vi deg med å finne første ledige tid.',
    'tireHotelBooking.calendar.failed': 'Det oppstod en feil',
    'tireHotelBooking.calendar.chosen': 'Valgt dato: {date}',
    'tireHotelBooking.calendar.keys': 'Flytt mellom dagene med piltastene, bytt måned med Page Up og Page Down.',
    'tireHotelBooking.slots.heading': 'Velg tid',
    'tireHotelBooking.slots.loading': 'Henter tider …',
    'tireHotelBooking.slots.failed': 'Kunne ikke hente tider for valgt dato.',
    'tireHotelBooking.slots.none': 'Det er ingen tider å velge denne dagen. Bestill dagen, så kommer verkstedet tilbake til deg med en tid.',
    'tireHotelBooking.contact.heading': 'Kontaktopplysningene dine',
    'tireHotelBooking.contact.firstName': 'Fornavn',
    'tireHotelBooking.contact.lastName': 'Etternavn',
    'tireHotelBooking.contact.mobile': 'Mobilnummer',
    'tireHotelBooking.contact.mobileHint': '8–15 sifre, gjerne med landskode (+47).',
    'tireHotelBooking.contact.email': 'E-post',
    'tireHotelBooking.contact.comment': 'Melding til verkstedet (valgfritt)',
    'tireHotelBooking.contact.counter': '{count}/{max} tegn',
    'tireHotelBooking.contact.required': 'Feltet må fylles ut',
    'tireHotelBooking.contact.invalidMobile': 'Oppgi et mobilnummer med 8–15 sifre',
    'tireHotelBooking.contact.invalidEmail': 'Oppgi en gyldig e-postadresse',
    'tireHotelBooking.contact.tooLong': 'Teksten er for lang',
    'tireHotelBooking.back': 'Tilbake',
    'tireHotelBooking.submit': 'Fullfør bestillingen',
    'tireHotelBooking.sending': 'Bestiller …',
    'tireHotelBooking.submitHint': 'Velg dato og tid og fyll ut kontaktopplysningene dine for å kunne bestille.',
    'tireHotelBooking.createFailed': 'Bestillingen kunne ikke gjennomføres. Prøv igjen.',
    'tireHotelBooking.confirmation.heading': 'Takk for bestillingen!',
    'tireHotelBooking.confirmation.intro': 'Vi har mottatt bestillingen din av hjulskift. Her er et sammendrag.',
    'tireHotelBooking.summary.heading': 'Bestillingen din',
    'tireHotelBooking.summary.bookingId': 'Bestillingsnummer',
    'tireHotelBooking.summary.services': 'Tjeneste',
    'tireHotelBooking.summary.time': 'Dato og tid',
    'tireHotelBooking.summary.timeValue': '{date} kl. {time}',
    'tireHotelBooking.summary.fullDay': '{date}, hele dagen – lever bilen før {time}',
    'tireHotelBooking.summary.workshop': 'Verksted',
    'tireHotelBooking.summary.map': 'Vis {name} på kartet',
    'tireHotelBooking.summary.newTab': '(åpnes i en ny fane)',
    'tireHotelBooking.summary.email': 'E-post',
    'tireHotelBooking.summary.phone': 'Telefon',
    'tireHotelBooking.summary.comment': 'Melding',
    'tireHotelBooking.summary.customer': 'Opplysningene dine',
    'tireHotelBooking.feedback.heading': 'Hva syntes du om å bestille hos oss?',
    'tireHotelBooking.feedback.rating': 'Vurdering',
    'tireHotelBooking.feedback.star': '{count} av {max} stjerner',
    'tireHotelBooking.feedback.comment': 'Kommentar (valgfritt)',
    'tireHotelBooking.feedback.send': 'Send vurdering',
    'tireHotelBooking.feedback.sending': 'Sender …',
    'tireHotelBooking.feedback.thanks': 'Takk for tilbakemeldingen!',
    'tireHotelBooking.goHome': 'Gå til forsiden',
    'tireHotelBooking.anotherCar': 'Bestill for en annen bil',
  },
  fi: {
    'tireHotelBooking.heading': 'Varaa renkaanvaihto',
    'tireHotelBooking.workshop.heading': 'Korjaamosi',
    'tireHotelBooking.workshop.phone': 'Puhelin',
    'tireHotelBooking.workshop.email': 'Sähköposti',
    'tireHotelBooking.calendar.heading': 'Valitse päivä',
    'tireHotelBooking.calendar.previous': 'Edellinen kuukausi',
    'tireHotelBooking.calendar.next': 'Seuraava kuukausi',
    'tireHotelBooking.calendar.loading': 'Haetaan vapaita päiviä …',
    'tireHotelBooking.calendar.noDays': 'Korjaamollasi ei ole tällä hetkellä vapaita aikoja. Ota yhteyttä, niin autamme sinua löytämään ensimmäisen vapaan ajan.',
    'tireHotelBooking.calendar.failed': 'Tapahtui virhe',
    'tireHotelBooking.calendar.chosen': 'Valittu päivä: {date}',
    'tireHotelBooking.calendar.keys': 'Siirry päivien välillä nuolinäppäimillä ja vaihda kuukautta Page Up- ja Page Down -näppäimillä.',
    'tireHotelBooking.slots.heading': 'Valitse aika',
    'tireHotelBooking.slots.loading': 'Haetaan aikoja …',
    'tireHotelBooking.slots.failed': 'Valitun päivän aikoja ei voitu hakea.',
    'tireHotelBooking.slots.none': 'Tälle päivälle ei ole valittavia aikoja. Varaa päivä, niin korjaamo ilmoittaa sinulle ajan.',
    'tireHotelBooking.contact.heading': 'Yhteystietosi',
    'tireHotelBooking.contact.firstName': 'Etunimi',
    'tireHotelBooking.contact.lastName': 'Sukunimi',
    'tireHotelBooking.contact.mobile': 'Matkapuhelinnumero',
    'tireHotelBooking.contact.mobileHint': '8–15 numeroa, mieluiten maatunnuksen kanssa (+358).',
    'tireHotelBooking.contact.email': 'Sähköposti',
    'tireHotelBooking.contact.comment': 'Viesti korjaamolle (vapaaehtoinen)',
    'tireHotelBooking.contact.counter': '{count}/{max} merkkiä',
    'tireHotelBooking.contact.required': 'Kenttä on pakollinen',
    'tireHotelBooking.contact.invalidMobile': 'Anna matkapuhelinnumero, jossa on 8–15 numeroa',
    'tireHotelBooking.contact.invalidEmail': 'Anna kelvollinen sähköpostiosoite',
    'tireHotelBooking.contact.tooLong': 'Teksti on liian pitkä',
    'tireHotelBooking.back': 'Takaisin',
    'tireHotelBooking.submit': 'Vahvista varaus',
    'tireHotelBooking.sending': 'Varataan …',
    'tireHotelBooking.submitHint': 'Valitse päivä ja aika ja täytä yhteystietosi, niin voit varata.',
    'tireHotelBooking.createFailed': 'Varausta ei voitu tehdä. Yritä uudelleen.',
    'tireHotelBooking.confirmation.heading': 'Kiitos varauksestasi!',
    'tireHotelBooking.confirmation.intro': 'Olemme vastaanottaneet renkaanvaihtovarauksesi. Tässä yhteenveto.',
    'tireHotelBooking.summary.heading': 'Varauksesi',
    'tireHotelBooking.summary.bookingId': 'Varausnumero',
    'tireHotelBooking.summary.services': 'Palvelu',
    'tireHotelBooking.summary.time': 'Päivä ja aika',
    'tireHotelBooking.summary.timeValue': '{date} klo {time}',
    'tireHotelBooking.summary.fullDay': '{date}, koko päivä – tuo auto ennen klo {time}',
    'tireHotelBooking.summary.workshop': 'Korjaamo',
    'tireHotelBooking.summary.map': 'Näytä {name} kartalla',
    'tireHotelBooking.summary.newTab': '(avautuu uuteen välilehteen)',
    'tireHotelBooking.summary.email': 'Sähköposti',
    'tireHotelBooking.summary.phone': 'Puhelin',
    'tireHotelBooking.summary.comment': 'Viesti',
    'tireHotelBooking.summary.customer': 'Tietosi',
    'tireHotelBooking.feedback.heading': 'Millaista varaaminen oli?',
    'tireHotelBooking.feedback.rating': 'Arvio',
    'tireHotelBooking.feedback.star': '{count}/{max} tähteä',
    'tireHotelBooking.feedback.comment': 'Kommentti (vapaaehtoinen)',
    'tireHotelBooking.feedback.send': 'Lähetä arvio',
    'tireHotelBooking.feedback.sending': 'Lähetetään …',
    'tireHotelBooking.feedback.thanks': 'Kiitos palautteestasi!',
    'tireHotelBooking.goHome': 'Siirry etusivulle',
    'tireHotelBooking.anotherCar': 'Varaa toiselle autolle',
  },
  sk: {
    'tireHotelBooking.heading': 'Objednať prezutie',
    'tireHotelBooking.workshop.heading': 'Váš servis',
    'tireHotelBooking.workshop.phone': 'Telefón',
    'tireHotelBooking.workshop.email': 'E-mail',
    'tireHotelBooking.calendar.heading': 'Vyberte dátum',
    'tireHotelBooking.calendar.previous': 'Predchádzajúci mesiac',
    'tireHotelBooking.calendar.next': 'Nasledujúci mesiac',
    'tireHotelBooking.calendar.loading': 'Načítavame voľné dni …',
    'tireHotelBooking.calendar.noDays': 'Vo vašom servise momentálne nie sú voľné termíny. Kontaktujte nás a pomôžeme vám nájsť najbližší voľný termín.',
    'tireHotelBooking.calendar.failed': 'Vyskytla sa chyba',
    'tireHotelBooking.calendar.chosen': 'Vybraný dátum: {date}',
    'tireHotelBooking.calendar.keys': 'Medzi dňami sa presúvajte šípkami, mesiac zmeníte klávesmi Page Up a Page Down.',
    'tireHotelBooking.slots.heading': 'Vyberte čas',
    'tireHotelBooking.slots.loading': 'Načítavame časy …',
    'tireHotelBooking.slots.failed': 'Časy pre vybraný dátum sa nepodarilo načítať.',
    'tireHotelBooking.slots.none': 'V tento deň nie je možné vybrať čas. Objednajte si deň a servis sa vám ozve s časom.',
    'tireHotelBooking.contact.heading': 'Vaše kontaktné údaje',
    'tireHotelBooking.contact.firstName': 'Meno',
    'tireHotelBooking.contact.lastName': 'Priezvisko',
    'tireHotelBooking.contact.mobile': 'Mobilné číslo',
    'tireHotelBooking.contact.mobileHint': '8 – 15 číslic, ideálne s predvoľbou krajiny (+421).',
    'tireHotelBooking.contact.email': 'E-mail',
    'tireHotelBooking.contact.comment': 'Správa pre servis (nepovinné)',
    'tireHotelBooking.contact.counter': '{count}/{max} znakov',
    'tireHotelBooking.contact.required': 'Pole je povinné',
    'tireHotelBooking.contact.invalidMobile': 'Zadajte mobilné číslo s 8 – 15 číslicami',
    'tireHotelBooking.contact.invalidEmail': 'Zadajte platnú e-mailovú adresu',
    'tireHotelBooking.contact.tooLong': 'Text je príliš dlhý',
    'tireHotelBooking.back': 'Späť',
    'tireHotelBooking.submit': 'Dokončiť objednávku',
    'tireHotelBooking.sending': 'Objednávame …',
    'tireHotelBooking.submitHint': 'Ak chcete objednať, vyberte dátum a čas a vyplňte kontaktné údaje.',
    'tireHotelBooking.createFailed': 'Objednávku sa nepodarilo dokončiť. Skúste to znova.',
    'tireHotelBooking.confirmation.heading': 'Ďakujeme za objednávku!',
    'tireHotelBooking.confirmation.intro': 'Vašu objednávku prezutia sme prijali. Tu je jej zhrnutie.',
    'tireHotelBooking.summary.heading': 'Vaša objednávka',
    'tireHotelBooking.summary.bookingId': 'Číslo objednávky',
    'tireHotelBooking.summary.services': 'Služba',
    'tireHotelBooking.summary.time': 'Dátum a čas',
    'tireHotelBooking.summary.timeValue': '{date} o {time}',
    'tireHotelBooking.summary.fullDay': '{date}, celý deň – auto odovzdajte pred {time}',
    'tireHotelBooking.summary.workshop': 'Servis',
    'tireHotelBooking.summary.map': 'Zobraziť {name} na mape',
    'tireHotelBooking.summary.newTab': '(otvorí sa na novej karte)',
    'tireHotelBooking.summary.email': 'E-mail',
    'tireHotelBooking.summary.phone': 'Telefón',
    'tireHotelBooking.summary.comment': 'Správa',
    'tireHotelBooking.summary.customer': 'Vaše údaje',
    'tireHotelBooking.feedback.heading': 'Ako sa vám u nás objednávalo?',
    'tireHotelBooking.feedback.rating': 'Hodnotenie',
    'tireHotelBooking.feedback.star': '{count} z {max} hviezdičiek',
    'tireHotelBooking.feedback.comment': 'Komentár (nepovinné)',
    'tireHotelBooking.feedback.send': 'Odoslať hodnotenie',
    'tireHotelBooking.feedback.sending': 'Odosielame …',
    'tireHotelBooking.feedback.thanks': 'Ďakujeme za spätnú väzbu!',
    'tireHotelBooking.goHome': 'Prejsť na úvodnú stránku',
    'tireHotelBooking.anotherCar': 'Objednať pre iné auto',
  },
  en: {
    'tireHotelBooking.heading': 'Book a wheel change',
    'tireHotelBooking.workshop.heading': 'Your workshop',
    'tireHotelBooking.workshop.phone': 'Phone',
    'tireHotelBooking.workshop.email': 'E-mail',
    'tireHotelBooking.calendar.heading': 'Choose a date',
    'tireHotelBooking.calendar.previous': 'Previous month',
    'tireHotelBooking.calendar.next': 'Next month',
    'tireHotelBooking.calendar.loading': 'Loading available days …',
    'tireHotelBooking.calendar.noDays': 'There are currently no available times at your workshop. Contact us and we will help you find the first available time.',
    'tireHotelBooking.calendar.failed': 'An error occurred',
    'tireHotelBooking.calendar.chosen': 'Chosen date: {date}',
    'tireHotelBooking.calendar.keys': 'Move between days with the arrow keys, change month with Page Up and Page Down.',
    'tireHotelBooking.slots.heading': 'Choose a time',
    'tireHotelBooking.slots.loading': 'Loading times …',
    'tireHotelBooking.slots.failed': 'Could not load times for the chosen date.',
    'tireHotelBooking.slots.none': 'There are no times to choose on this day. Book the day and the workshop will get back to you with a time.',
    'tireHotelBooking.contact.heading': 'Your contact details',
    'tireHotelBooking.contact.firstName': 'First name',
    'tireHotelBooking.contact.lastName': 'Last name',
    'tireHotelBooking.contact.mobile': 'Mobile number',
    'tireHotelBooking.contact.mobileHint': '8–15 digits, preferably with the country code (+46).',
    'tireHotelBooking.contact.email': 'E-mail',
    'tireHotelBooking.contact.comment': 'Message to the workshop (optional)',
    'tireHotelBooking.contact.counter': '{count}/{max} characters',
    'tireHotelBooking.contact.required': 'This field is required',
    'tireHotelBooking.contact.invalidMobile': 'Enter a mobile number of 8–15 digits',
    'tireHotelBooking.contact.invalidEmail': 'Enter a valid e-mail address',
    'tireHotelBooking.contact.tooLong': 'The text is too long',
    'tireHotelBooking.back': 'Back',
    'tireHotelBooking.submit': 'Complete booking',
    'tireHotelBooking.sending': 'Booking …',
    'tireHotelBooking.submitHint': 'Choose a date and time and fill in your contact details to book.',
    'tireHotelBooking.createFailed': 'The booking could not be made. Please try again.',
    'tireHotelBooking.confirmation.heading': 'Thank you for your booking!',
    'tireHotelBooking.confirmation.intro': 'We have received your wheel change booking. Here is a summary.',
    'tireHotelBooking.summary.heading': 'Your booking',
    'tireHotelBooking.summary.bookingId': 'Booking number',
    'tireHotelBooking.summary.services': 'Service',
    'tireHotelBooking.summary.time': 'Date and time',
    'tireHotelBooking.summary.timeValue': '{date} at {time}',
    'tireHotelBooking.summary.fullDay': '{date}, all day – leave the car before {time}',
    'tireHotelBooking.summary.workshop': 'Workshop',
    'tireHotelBooking.summary.map': 'Show {name} on the map',
    'tireHotelBooking.summary.newTab': '(opens in a new tab)',
    'tireHotelBooking.summary.email': 'E-mail',
    'tireHotelBooking.summary.phone': 'Phone',
    'tireHotelBooking.summary.comment': 'Message',
    'tireHotelBooking.summary.customer': 'Your details',
    'tireHotelBooking.feedback.heading': 'How was booking with us?',
    'tireHotelBooking.feedback.rating': 'Rating',
    'tireHotelBooking.feedback.star': '{count} of {max} stars',
    'tireHotelBooking.feedback.comment': 'Comment (optional)',
    'tireHotelBooking.feedback.send': 'Send review',
    'tireHotelBooking.feedback.sending': 'Sending …',
    'tireHotelBooking.feedback.thanks': 'Thank you for your feedback!',
    'tireHotelBooking.goHome': 'Go to the start page',
    'tireHotelBooking.anotherCar': 'Book for another car',
  },
};
