export { ContactForm, type ContactFormProps, type ContactPreselect } from './ContactForm';
export type { ContactSeller } from './leadRecipient';
export type { PostForm, Sleep } from './submitLead';
