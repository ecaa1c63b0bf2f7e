// Spec 1 §9: phone images under 640 px, cards and hero heights from 768, desktop texts from 1280.

/** Phone-only: below 640 px (the .02 keeps it from overlapping a min-width: 640px query). */
export const PHONE_MEDIA = '(max-width: 639.98px)';

/** The desktop navigation width: the hero search uses its desktop placeholder from here. */
export const DESKTOP_MEDIA = '(min-width: 1280px)';
