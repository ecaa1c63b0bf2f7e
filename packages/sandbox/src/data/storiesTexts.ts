import type { Language } from '@showroom/sites';

type Words = Record<Language, string>;
const w = (sv: string, nb: string, fi: string, sk: string, en: string): Words => ({ sv, nb, fi, sk, en });

/** Story tags: `key` is the item name (the same in every language), `words` its label per language. */
export const STORY_TAGS: readonly { key: string; words: Words }[] = [
  { key: 'news', words: w('Nyheter', 'Nyheter', 'Uutiset', 'Novinky', 'News') },
  { key: 'electric-cars', words: w('Elbilar', 'Elbiler', 'Sähköautot', 'Elektromobily', 'Electric cars') },
  { key: 'campaigns', words: w('Kampanjer', 'Kampanjer', 'Kampanjat', 'Akcie', 'Offers') },
  { key: 'service', words: w('Service', 'Service', 'Huolto', 'Servis', 'Service') },
  { key: 'events', words: w('Evenemang', 'Arrangementer', 'Tapahtumat', 'Podujatia', 'Events') },
  { key: 'tips-and-advice', words: w('Tips och råd', 'Tips og råd', 'Vinkit', 'Tipy a rady', 'Tips and advice') },
  { key: 'company-news', words: w('Företagsnyheter', 'Selskapsnyheter', 'Yritysuutiset', 'Firemné novinky', 'Company news') },
  { key: 'business-cars', words: w('Företagsbilar', 'Firmabiler', 'Yritysautot', 'Firemné autá', 'Business cars') },
];

/** Story title templates; {brand}, {model} and {town} are filled per story. */
export const TITLE_TEMPLATES: Record<Language, readonly string[]> = {
  sv: ['Nya {brand} {model} är här', 'Provkör {brand} {model} hos oss i {town}', 'Så förbereder du din {model} för vintern', 'Kampanj: {brand} {model} med förmånlig ränta', 'Öppet hus i {town} med {brand}', 'Vi har öppnat en ny anläggning i {town}', 'Fem saker att veta om {brand} {model}', 'Dags för däckbyte – boka tid i {town}'],
  nb: ['Nye {brand} {model} er her', 'Prøvekjør {brand} {model} hos oss i {town}', 'Slik gjør du {model} klar for vinteren', 'Kampanje: {brand} {model} med gunstig rente', 'Åpent hus i {town} med {brand}', 'Vi har åpnet en ny avdeling i {town}', 'Fem ting du bør vite om {brand} {model}', 'Tid for dekkskift – bestill time i {town}'],
  fi: ['Uusi {brand} {model} on täällä', 'Koeaja {brand} {model} {town}', 'Näin valmistat {model} talveen', 'Kampanja: {brand} {model} edullisella korolla', 'Avoimet ovet {town} – {brand}', 'Avasimme uuden toimipisteen: {town}', 'Viisi asiaa, jotka kannattaa tietää {brand} {model}', 'Renkaanvaihdon aika – varaa aika {town}'],
  sk: ['Nový {brand} {model} je tu', 'Vyskúšajte {brand} {model} v meste {town}', 'Ako pripraviť {model} na zimu', 'Akcia: {brand} {model} s výhodným úrokom', 'Deň otvorených dverí v meste {town} s {brand}', 'Otvorili sme novú pobočku v meste {town}', 'Päť vecí, ktoré by ste mali vedieť o {brand} {model}', 'Čas na prezutie – objednajte sa v meste {town}'],
  en: ['The new {brand} {model} is here', 'Test drive the {brand} {model} with us in {town}', 'How to get your {model} ready for winter', 'Offer: {brand} {model} at a favourable rate', 'Open day in {town} with {brand}', 'We have opened a new showroom in {town}', 'Five things to know about the {brand} {model}', 'Time to change tyres – book in {town}'],
};

/** The intro sentence of a story, by language. */
export const PREMBLES: Record<Language, string> = {
  sv: 'Här är allt du behöver veta – och hur du tar nästa steg hos oss.',
  nb: 'Her er alt du trenger å vite – og hvordan du tar neste steg hos oss.',
  fi: 'Tässä kaikki mitä sinun tarvitsee tietää – ja miten jatkat kanssamme.',
  sk: 'Tu je všetko, čo potrebujete vedieť – a ako pokračovať u nás.',
  en: 'Here is everything you need to know – and how to take the next step with us.',
};

/** Body paragraphs; the story's title opens the first. */
export const BODY_PARAGRAPHS: Record<Language, readonly string[]> = {
  sv: ['Våra säljare och tekniker berättar gärna mer och hjälper dig att hitta rätt.', 'Boka en provkörning eller ett servicebesök direkt på webben, så har vi allt förberett när du kommer.', 'Erbjudandet gäller så långt lagret räcker. Kontakta din närmaste anläggning för mer information.'],
  nb: ['Våre selgere og teknikere forteller gjerne mer og hjelper deg å finne riktig.', 'Bestill prøvekjøring eller service direkte på nett, så har vi alt klart når du kommer.', 'Tilbudet gjelder så langt lageret rekker. Kontakt nærmeste avdeling for mer informasjon.'],
  fi: ['Myyjämme ja asentajamme kertovat mielellään lisää ja auttavat löytämään oikean.', 'Varaa koeajo tai huolto suoraan verkossa, niin kaikki on valmiina kun saavut.', 'Tarjous on voimassa niin kauan kuin tavaraa riittää. Ota yhteyttä lähimpään toimipisteeseen.'],
  sk: ['Naši predajcovia a technici vám radi povedia viac a pomôžu vybrať správne.', 'Objednajte si testovaciu jazdu alebo servis priamo na webe a všetko pripravíme.', 'Ponuka platí do vypredania zásob. Kontaktujte najbližšiu pobočku.'],
  en: ['Our sales team and technicians are happy to tell you more and help you find the right one.', 'Book a test drive or a service visit online and we will have everything ready when you arrive.', 'The offer is valid while stocks last. Contact your nearest showroom for more information.'],
};

/** Authors of the stories. */
export const AUTHORS: readonly string[] = ['Anna Berg', 'Erik Lund', 'Sara Nilsen', 'Mikko Virtanen', 'Zuzana Kováčová', 'James Whitfield', 'Ingrid Solberg'];
