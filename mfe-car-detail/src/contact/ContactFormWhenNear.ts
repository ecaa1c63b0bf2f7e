import { createTranslator } from '@showroom/i18n';
import { loadWhenNear, partFailureTexts } from '@showroom/ui';
import type { ContactFormProps } from './ContactForm';

/**
 * The contact form, at the foot of the car detail page: its code (react-hook-form among it, 13 kB gzip) is fetched
 * when the form comes near the viewport or the visitor reaches for it, not with the page (issue 14). If it does not
 * come, the form's place says so with a retry, and the car page stays (it used to go to the remote's section error).
 */
export const ContactFormWhenNear = loadWhenNear<ContactFormProps>(() => import(/* webpackChunkName: "contact-form" */ './ContactForm').then((module) => module.ContactForm), 'contact-form', {
  failure: ({ language }) => partFailureTexts(createTranslator(language)),
});
