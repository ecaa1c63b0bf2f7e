/** The CMS's ButtonType values (spec 1: hero banner and slide). */
export type ButtonType = 'Primary' | 'Secondary' | 'Ghost' | 'Ghost Contrast' | 'None';
export type CtaVariant = 'primary' | 'secondary' | 'ghost' | 'ghostContrast';

const VARIANTS: Record<ButtonType, CtaVariant | null> = {
  Primary: 'primary',
  Secondary: 'secondary',
  Ghost: 'ghost',
  'Ghost Contrast': 'ghostContrast',
  None: null,
};

/** The look of a call-to-action for a ButtonType; null for None, which renders no button. */
export function ctaVariant(buttonType: ButtonType): CtaVariant | null {
  return VARIANTS[buttonType];
}
