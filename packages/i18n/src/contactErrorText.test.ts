import { contactErrorText } from './contactErrorText';
import { createTranslator } from './translate';

describe('contactErrorText', () => {
  const t = createTranslator('sv');
  it('says each rule key in the language, and nothing without an error', () => {
    expect(contactErrorText(t, 'invalidPhone')).toBe(t('common.invalidPhone'));
    expect(contactErrorText(t, 'invalidEmail')).toBe(t('common.invalidEmail'));
    expect(contactErrorText(t, 'required')).toBe(t('common.required'));
    expect(contactErrorText(t, undefined)).toBeUndefined();
  });
  it('reads an unexpected message (a length limit) as required', () => {
    expect(contactErrorText(t, 'Too big: expected string to have <=254 characters')).toBe(t('common.required'));
  });
  it('differs by language', () => {
    expect(contactErrorText(createTranslator('en'), 'invalidPhone')).not.toBe(contactErrorText(t, 'invalidPhone'));
  });
});
