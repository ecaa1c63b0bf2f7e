/**
 * The tire-hotel contact address shown in the footer and the Login step. Spec 3 names a contact
 * e-mail but not its value; a per-site value from the content platform can replace this later.
 */
export const TIRE_HOTEL_CONTACT_EMAIL = 'dackhotell@dealergroup.example';
