export { LANGUAGES, intlLocaleFor } from './locales';
export { formatNumber } from './format/number';
export { formatPrice } from './format/price';
export { formatMileage, type MileageUnit } from './format/mileage';
export { cachedFormatter } from './format/formatterCache';
export { plural, type PluralForms } from './plural';
export { interpolate, type MessageVars } from './interpolate';
export type { Messages, MessageKey } from './messages/dictionary';
export { textsOf, providePageTexts, registerTexts } from './messages/texts';
export type { MessageValue, Translations } from './messages/types';
export {
  translate,
  createTranslator,
  type Translator,
  type TextKey,
  type PluralKey,
  type MessageOverrides,
} from './translate';
export { contactErrorText } from './contactErrorText';
