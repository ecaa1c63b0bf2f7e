import type { PartFailureTexts } from './PartFailure';

/** The page's translator, as far as a part's failure needs it (a `Translator` of @showroom/i18n fits). */
type FailureTranslator = (key: 'common.partFailed' | 'common.tryAgain' | 'common.close') => string;

/**
 * The words a part shows when its code did not come (`lazyPart`'s `partFailure`), in the page's language; `onClose`
 * for a part that covers the page (a dialog), so the visitor can give up on it. Here, not in @showroom/i18n: that
 * package is a shared singleton, whose every function goes to every page whether it calls it or not.
 */
export function partFailureTexts(t: FailureTranslator, onClose?: () => void): PartFailureTexts {
  const texts = { text: t('common.partFailed'), retry: t('common.tryAgain') };
  return onClose ? { ...texts, close: { label: t('common.close'), onClose } } : texts;
}
