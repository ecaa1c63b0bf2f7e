import { loadWhenNear } from '@showroom/ui';
import type { ContactFormProps } from './ContactForm';

/**
 * The contact form, at the foot of the car detail page: its code (react-hook-form among it, 13 kB gzip) is fetched
 * when the form comes near the viewport or the visitor reaches for it, not with the page (issue 14).
 */
export const ContactFormWhenNear = loadWhenNear<ContactFormProps>(() => import(/* webpackChunkName: "contact-form" */ './ContactForm').then((module) => module.ContactForm), 'contact-form');
