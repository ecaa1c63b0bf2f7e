/** Bar heights in px by variant and screen (SlimNav is the smaller one); the mobile panel sits right below. */
export const BAR_HEIGHT = {
  regular: { mobile: 64, desktop: 88 },
  slim: { mobile: 56, desktop: 64 },
} as const;

/** Under this width the logo is drawn at LOGO_SMALL_SCALE of its size (spec 1 §9). */
export const LOGO_SHRINK_BELOW_PX = 640;
export const LOGO_SMALL_SCALE = 0.9;

/**
 * Under this width the mobile menu button shows only its icon (the words stay its accessible name):
 * logo, "Öppna menyn" and the compare count do not fit side by side on a 390 px phone.
 */
export const MENU_LABEL_HIDDEN_BELOW_PX = 480;
