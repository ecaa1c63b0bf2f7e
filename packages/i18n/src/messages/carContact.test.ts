import { LANGUAGES } from '../locales';
import { createTranslator } from '../translate';
import { carContactMessages } from './carContact';

describe('carContact messages', () => {
  it("keeps the content platform's key names, so a site's own text replaces the built-in one", () => {
    const t = createTranslator('sv', { carDetailFormSuccess: 'Tack, Göteborg hör av sig!' });
    expect(t('carDetailFormSuccess')).toBe('Tack, Göteborg hör av sig!');
    expect(t('carDetailFormError')).toBe('Något gick fel. Försök igen senare.');
  });

  it('has a text of its own for every label in every language', () => {
    for (const language of LANGUAGES) {
      const texts = carContactMessages[language];
      // Two options or two banners sharing one text would be indistinguishable on screen.
      expect(texts['carContact.quote']).not.toBe(texts['carContact.testDrive']);
      expect(texts.carDetailFormSuccess).not.toBe(texts.carDetailFormError);
      expect(texts['carContact.invalid']).not.toBe(texts.carDetailFormError);
    }
  });
});
