import { registerTexts } from '@showroom/i18n';
import { dictionaries } from '@showroom/i18n/dictionaries';

let registered = false;

/**
 * Gives the page's shared i18n this remote's built-in texts. Outside the host no page carries them, and the shared
 * module may be another remote's copy, which has only that remote's texts (i18n registeredTexts.ts). The embed,
 * lifecycles and dev page call it before anything renders.
 */
export function registerBuiltInTexts(): void {
  if (registered) return;
  registered = true;
  registerTexts(dictionaries);
}
