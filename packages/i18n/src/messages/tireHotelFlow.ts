import type { Translations } from './types';

/** Tire hotel after Login: Validate (the code boxes), LoggedIn (vehicle, tires, workshop, package) and the footer's log-out. */
export interface TireHotelFlowMessages {
  'tireHotelFlow.searchHeading': string;
  'tireHotelFlow.loginHeading': string;
  'tireHotelFlow.codeWillBeSent': string;
  'tireHotelFlow.sendCode': string;
  'tireHotelFlow.tooManyRequests': string;
  'tireHotelFlow.validateHeading': string;
  'tireHotelFlow.codeSentTo': string;
  'tireHotelFlow.codeLabel': string;
  'tireHotelFlow.digitLabel': string;
  'tireHotelFlow.verifyCode': string;
  'tireHotelFlow.noCode': string;
  'tireHotelFlow.sendNewCode': string;
  'tireHotelFlow.newCodeSent': string;
  'tireHotelFlow.notLoggedIn': string;
  'tireHotelFlow.vehicleRegNo': string;
  'tireHotelFlow.bookWheelChange': string;
  'tireHotelFlow.replaceTitle': string;
  'tireHotelFlow.replaceText': string;
  'tireHotelFlow.tiresHeading': string;
  'tireHotelFlow.tireSize': string;
  'tireHotelFlow.tireSizeValue': string;
  'tireHotelFlow.treadPattern': string;
  'tireHotelFlow.treadDepth': string;
  'tireHotelFlow.millimetres': string;
  'tireHotelFlow.tireStatus': string;
  'tireHotelFlow.tireWarning': string;
  'tireHotelFlow.stationHeading': string;
  'tireHotelFlow.phone': string;
  'tireHotelFlow.email': string;
  'tireHotelFlow.packageHeading': string;
  'tireHotelFlow.packageLevel': string;
  'tireHotelFlow.anotherCar': string;
  'tireHotelFlow.logOut': string;
}

export const tireHotelFlowMessages: Translations<TireHotelFlowMessages> = {
  sv: {
    'tireHotelFlow.searchHeading': 'Hitta ditt däckhotellsavtal',
    'tireHotelFlow.loginHeading': 'Logga in',
    'tireHotelFlow.codeWillBeSent': 'Vi skickar en kod med SMS till {phone}.',
    'tireHotelFlow.sendCode': 'Skicka kod',
    'tireHotelFlow.tooManyRequests': 'För många försök. Vänta en stund och försök igen.',
    'tireHotelFlow.validateHeading': 'Ange koden',
    'tireHotelFlow.codeSentTo': 'Vi har skickat en kod med fyra siffror till {phone}.',
    'tireHotelFlow.codeLabel': 'Kod',
    'tireHotelFlow.digitLabel': 'Siffra {n} av {count}',
    'tireHotelFlow.verifyCode': 'Verifiera kod',
    'tireHotelFlow.noCode': 'Fick du ingen kod?',
    'tireHotelFlow.sendNewCode': 'Skicka en ny kod',
    'tireHotelFlow.newCodeSent': 'Vi har skickat en ny kod.',
    'tireHotelFlow.notLoggedIn': 'Inloggningen gick inte att slutföra. Skicka en ny kod och försök igen.',
    'tireHotelFlow.vehicleRegNo': 'Registreringsnummer {regNo}',
    'tireHotelFlow.bookWheelChange': 'Boka hjulskifte',
    'tireHotelFlow.replaceTitle': 'Dags att byta däck',
    'tireHotelFlow.replaceText': 'Minst ett av dina däck har lågt mönsterdjup och vi rekommenderar att det byts. Vi hjälper dig gärna i samband med hjulskiftet.',
    'tireHotelFlow.tiresHeading': 'Dina inlagrade däck',
    'tireHotelFlow.tireSize': 'Dimension',
    'tireHotelFlow.tireSizeValue': '{width}/{ratio} R{rim}',
    'tireHotelFlow.treadPattern': 'Mönster',
    'tireHotelFlow.treadDepth': 'Mönsterdjup',
    'tireHotelFlow.millimetres': '{value} mm',
    'tireHotelFlow.tireStatus': 'Status',
    'tireHotelFlow.tireWarning': 'Varning',
    'tireHotelFlow.stationHeading': 'Din serviceverkstad',
    'tireHotelFlow.phone': 'Telefon',
    'tireHotelFlow.email': 'E-post',
    'tireHotelFlow.packageHeading': 'Ditt däckhotellspaket',
    'tireHotelFlow.packageLevel': 'Paketnivå: {level}',
    'tireHotelFlow.anotherCar': 'Boka tid för en annan bil',
    'tireHotelFlow.logOut': 'Logga ut',
  },
  nb: {
    'tireHotelFlow.searchHeading': 'Finn dekkhotellavtalen din',
    'tireHotelFlow.loginHeading': 'Logg inn',
    'tireHotelFlow.codeWillBeSent': 'Vi sender en kode på SMS til {phone}.',
    'tireHotelFlow.sendCode': 'Send kode',
    'tireHotelFlow.tooManyRequests': 'For mange forsøk. Vent litt og prøv igjen.',
    'tireHotelFlow.validateHeading': 'Skriv inn koden',
    'tireHotelFlow.codeSentTo': 'Vi har sendt en kode med fire sifre til {phone}.',
    'tireHotelFlow.codeLabel': 'Kode',
    'tireHotelFlow.digitLabel': 'Siffer {n} av {count}',
    'tireHotelFlow.verifyCode': 'Bekreft kode',
    'tireHotelFlow.noCode': 'Fikk du ingen kode?',
    'tireHotelFlow.sendNewCode': 'Send en ny kode',
    'tireHotelFlow.newCodeSent': 'Vi har sendt en ny kode.',
    'tireHotelFlow.notLoggedIn': 'Innloggingen kunne ikke fullføres. Send en ny kode og prøv igjen.',
    'tireHotelFlow.vehicleRegNo': 'Registreringsnummer {regNo}',
    'tireHotelFlow.bookWheelChange': 'Bestill hjulskift',
    'tireHotelFlow.replaceTitle': 'På tide å bytte dekk',
    'tireHotelFlow.replaceText': 'Minst ett av dekkene dine har lav mønsterdybde, og vi anbefaler å bytte det. Vi hjelper deg gjerne i forbindelse med hjulskiftet.',
    'tireHotelFlow.tiresHeading': 'Dine lagrede dekk',
    'tireHotelFlow.tireSize': 'Dimensjon',
    'tireHotelFlow.tireSizeValue': '{width}/{ratio} R{rim}',
    'tireHotelFlow.treadPattern': 'Mønster',
    'tireHotelFlow.treadDepth': 'Mønsterdybde',
    'tireHotelFlow.millimetres': '{value} mm',
    'tireHotelFlow.tireStatus': 'Status',
    'tireHotelFlow.tireWarning': 'Advarsel',
    'tireHotelFlow.stationHeading': 'Ditt serviceverksted',
    'tireHotelFlow.phone': 'Telefon',
    'tireHotelFlow.email': 'E-post',
    'tireHotelFlow.packageHeading': 'Din dekkhotellpakke',
    'tireHotelFlow.packageLevel': 'Pakkenivå: {level}',
    'tireHotelFlow.anotherCar': 'Bestill time for en annen bil',
    'tireHotelFlow.logOut': 'Logg ut',
  },
  fi: {
    'tireHotelFlow.searchHeading': 'Etsi rengashotellisopimuksesi',
    'tireHotelFlow.loginHeading': 'Kirjaudu sisään',
    'tireHotelFlow.codeWillBeSent': 'Lähetämme koodin tekstiviestillä numeroon {phone}.',
    'tireHotelFlow.sendCode': 'Lähetä koodi',
    'tireHotelFlow.tooManyRequests': 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
    'tireHotelFlow.validateHeading': 'Anna koodi',
    'tireHotelFlow.codeSentTo': 'Lähetimme nelinumeroisen koodin numeroon {phone}.',
    'tireHotelFlow.codeLabel': 'Koodi',
    'tireHotelFlow.digitLabel': 'Numero {n}/{count}',
    'tireHotelFlow.verifyCode': 'Vahvista koodi',
    'tireHotelFlow.noCode': 'Etkö saanut koodia?',
    'tireHotelFlow.sendNewCode': 'Lähetä uusi koodi',
    'tireHotelFlow.newCodeSent': 'Lähetimme uuden koodin.',
    'tireHotelFlow.notLoggedIn': 'Kirjautumista ei voitu suorittaa loppuun. Lähetä uusi koodi ja yritä uudelleen.',
    'tireHotelFlow.vehicleRegNo': 'Rekisterinumero {regNo}',
    'tireHotelFlow.bookWheelChange': 'Varaa renkaanvaihto',
    'tireHotelFlow.replaceTitle': 'Renkaat on aika vaihtaa',
    'tireHotelFlow.replaceText': 'Ainakin yhden renkaasi urasyvyys on matala, ja suosittelemme sen vaihtamista. Autamme mielellämme renkaanvaihdon yhteydessä.',
    'tireHotelFlow.tiresHeading': 'Säilytetyt renkaasi',
    'tireHotelFlow.tireSize': 'Rengaskoko',
    'tireHotelFlow.tireSizeValue': '{width}/{ratio} R{rim}',
    'tireHotelFlow.treadPattern': 'Kuviointi',
    'tireHotelFlow.treadDepth': 'Urasyvyys',
    'tireHotelFlow.millimetres': '{value} mm',
    'tireHotelFlow.tireStatus': 'Kunto',
    'tireHotelFlow.tireWarning': 'Varoitus',
    'tireHotelFlow.stationHeading': 'Huoltokorjaamosi',
    'tireHotelFlow.phone': 'Puhelin',
    'tireHotelFlow.email': 'Sähköposti',
    'tireHotelFlow.packageHeading': 'Rengashotellipakettisi',
    'tireHotelFlow.packageLevel': 'Pakettitaso: {level}',
    'tireHotelFlow.anotherCar': 'Varaa aika toiselle autolle',
    'tireHotelFlow.logOut': 'Kirjaudu ulos',
  },
  sk: {
    'tireHotelFlow.searchHeading': 'Nájdite svoju zmluvu o uskladnení pneumatík',
    'tireHotelFlow.loginHeading': 'Prihlásenie',
    'tireHotelFlow.codeWillBeSent': 'Pošleme vám kód v SMS na číslo {phone}.',
    'tireHotelFlow.sendCode': 'Poslať kód',
    'tireHotelFlow.tooManyRequests': 'Príliš veľa pokusov. Chvíľu počkajte a skúste to znova.',
    'tireHotelFlow.validateHeading': 'Zadajte kód',
    'tireHotelFlow.codeSentTo': 'Poslali sme štvormiestny kód na číslo {phone}.',
    'tireHotelFlow.codeLabel': 'Kód',
    'tireHotelFlow.digitLabel': 'Číslica {n} z {count}',
    'tireHotelFlow.verifyCode': 'Overiť kód',
    'tireHotelFlow.noCode': 'Neprišiel vám kód?',
    'tireHotelFlow.sendNewCode': 'Poslať nový kód',
    'tireHotelFlow.newCodeSent': 'Poslali sme nový kód.',
    'tireHotelFlow.notLoggedIn': 'Prihlásenie sa nepodarilo dokončiť. Pošlite si nový kód a skúste to znova.',
    'tireHotelFlow.vehicleRegNo': 'Evidenčné číslo {regNo}',
    'tireHotelFlow.bookWheelChange': 'Objednať prezutie',
    'tireHotelFlow.replaceTitle': 'Je čas vymeniť pneumatiky',
    'tireHotelFlow.replaceText': 'Aspoň jedna z vašich pneumatík má nízku hĺbku dezénu a odporúčame ju vymeniť. Radi vám pomôžeme pri prezutí.',
    'tireHotelFlow.tiresHeading': 'Vaše uskladnené pneumatiky',
    'tireHotelFlow.tireSize': 'Rozmer',
    'tireHotelFlow.tireSizeValue': '{width}/{ratio} R{rim}',
    'tireHotelFlow.treadPattern': 'Dezén',
    'tireHotelFlow.treadDepth': 'Hĺbka dezénu',
    'tireHotelFlow.millimetres': '{value} mm',
    'tireHotelFlow.tireStatus': 'Stav',
    'tireHotelFlow.tireWarning': 'Upozornenie',
    'tireHotelFlow.stationHeading': 'Váš servis',
    'tireHotelFlow.phone': 'Telefón',
    'tireHotelFlow.email': 'E-mail',
    'tireHotelFlow.packageHeading': 'Váš balík uskladnenia',
    'tireHotelFlow.packageLevel': 'Úroveň balíka: {level}',
    'tireHotelFlow.anotherCar': 'Objednať termín pre iné auto',
    'tireHotelFlow.logOut': 'Odhlásiť sa',
  },
  en: {
    'tireHotelFlow.searchHeading': 'Find your tyre hotel agreement',
    'tireHotelFlow.loginHeading': 'Sign in',
    'tireHotelFlow.codeWillBeSent': 'We will send a code by text message to {phone}.',
    'tireHotelFlow.sendCode': 'Send code',
    'tireHotelFlow.tooManyRequests': 'Too many attempts. Wait a while and try again.',
    'tireHotelFlow.validateHeading': 'Enter the code',
    'tireHotelFlow.codeSentTo': 'We have sent a four-digit code to {phone}.',
    'tireHotelFlow.codeLabel': 'Code',
    'tireHotelFlow.digitLabel': 'Digit {n} of {count}',
    'tireHotelFlow.verifyCode': 'Verify code',
    'tireHotelFlow.noCode': "Didn't get a code?",
    'tireHotelFlow.sendNewCode': 'Send a new code',
    'tireHotelFlow.newCodeSent': 'We have sent a new code.',
    'tireHotelFlow.notLoggedIn': 'Signing in could not be completed. Send a new code and try again.',
    'tireHotelFlow.vehicleRegNo': 'Registration number {regNo}',
    'tireHotelFlow.bookWheelChange': 'Book a wheel change',
    'tireHotelFlow.replaceTitle': 'Time to replace your tyres',
    'tireHotelFlow.replaceText': 'At least one of your tyres has a low tread depth and we recommend replacing it. We are happy to help when we change your wheels.',
    'tireHotelFlow.tiresHeading': 'Your stored tyres',
    'tireHotelFlow.tireSize': 'Size',
    'tireHotelFlow.tireSizeValue': '{width}/{ratio} R{rim}',
    'tireHotelFlow.treadPattern': 'Tread pattern',
    'tireHotelFlow.treadDepth': 'Tread depth',
    'tireHotelFlow.millimetres': '{value} mm',
    'tireHotelFlow.tireStatus': 'Condition',
    'tireHotelFlow.tireWarning': 'Warning',
    'tireHotelFlow.stationHeading': 'Your service workshop',
    'tireHotelFlow.phone': 'Phone',
    'tireHotelFlow.email': 'E-mail',
    'tireHotelFlow.packageHeading': 'Your tyre hotel package',
    'tireHotelFlow.packageLevel': 'Package level: {level}',
    'tireHotelFlow.anotherCar': 'Book a time for another car',
    'tireHotelFlow.logOut': 'Sign out',
  },
};
