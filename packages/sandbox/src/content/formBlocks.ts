import type { ContentBlock } from '@showroom/contracts';
import type { Language, SiteDefinition } from '@showroom/sites';
import type { SitePage } from './routes';

type Words = Record<Language, string>;
const w = (sv: string, nb: string, fi: string, sk: string, en: string): Words => ({ sv, nb, fi, sk, en });

const TEXTS = {
  answers: w('Vad våra kunder tycker', 'Hva kundene våre mener', 'Mitä asiakkaamme ajattelevat', 'Čo si myslia naši zákazníci', 'What our customers think'),
  missing: w('Kampanjenkät', 'Kampanjeundersøkelse', 'Kampanjakysely', 'Kampaňový dotazník', 'Campaign survey'),
  newsletter: w('Prenumerera på vårt nyhetsbrev', 'Abonner på nyhetsbrevet vårt', 'Tilaa uutiskirjeemme', 'Prihláste sa na odber noviniek', 'Subscribe to our newsletter'),
  popupButton: w('Anmäl intresse för provkörning', 'Meld interesse for prøvekjøring', 'Ilmoita kiinnostuksesi koeajoon', 'Prejavte záujem o testovaciu jazdu', 'Register interest in a test drive'),
  popupTitle: w('Provkörning', 'Prøvekjøring', 'Koeajo', 'Testovacia jazda', 'Test drive'),
};

/** The page of dealergroup-se that carries the form blocks: its feedback page. */
export const FORM_BLOCKS_PAGE = { site: 'dealergroup-se', kind: 'feedback' } as const;
/** The form-builder form the page shows: the campaign questionnaire, which dealergroup-se is configured to show (packages/sites jotformForms). */
export const FORM_BUILDER_FORM_ID = '241000000000004';
/** The marketing form the page shows (any id: the sandbox's stand-in draws the same form for each). */
export const MARKETING_FORM_ID = 'b5d3a1f0-2c4e-4e8a-9f10-000000000017';

/**
 * The form blocks mfe-forms renders inside content pages (spec 2 §4, §7; spec 3 §5.5), on dealergroup-se's
 * feedback page: a form builder's answers, a form builder without an id ("Missing FormId"), a marketing form,
 * and a popup holding the marketing form.
 */
export function formContentBlocks(site: SiteDefinition, language: Language, page: SitePage, id: string): ContentBlock[] {
  if (site.code !== FORM_BLOCKS_PAGE.site || page.pageKind !== FORM_BLOCKS_PAGE.kind) return [];
  return [
    { uid: `${id}-form-builder`, componentName: 'FormBuilder', placeholder: 'main', fields: { Title: TEXTS.answers[language], FormId: FORM_BUILDER_FORM_ID } },
    { uid: `${id}-form-builder-missing`, componentName: 'FormBuilder', placeholder: 'main', fields: { Title: TEXTS.missing[language] } },
    { uid: `${id}-marketing-form`, componentName: 'MarketingForm', placeholder: 'main', fields: { Title: TEXTS.newsletter[language], FormId: MARKETING_FORM_ID } },
    {
      uid: `${id}-form-popup`,
      componentName: 'FormPopup',
      placeholder: 'main',
      fields: { ButtonLabel: TEXTS.popupButton[language], Title: TEXTS.popupTitle[language], Form: 'MarketingForm', FormId: MARKETING_FORM_ID },
    },
  ];
}
