export { ContactForm, type ContactFormProps, type ContactPreselect } from './ContactForm';
export type { ContactSeller } from './leadSeller';
export type { PostForm, Sleep } from './submitLead';
