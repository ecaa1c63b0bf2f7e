import { createTranslator, translate } from './translate';

describe('translate', () => {
  it('returns the text of a key in the language', () => {
    expect(translate('sv', 'sectionError.title')).toBe('Aj då');
    expect(translate('en', 'sectionError.title')).toBe('Oops');
  });
  it('fills placeholders', () => {
    expect(translate('sv', 'serviceBooking.step', { n: 1, max: 5 })).toBe('Steg 1/5');
    expect(translate('sv', 'serviceBooking.error.BrandNotSupported', { brand: 'Tesla' })).toBe(
      'Vi kan inte erbjuda service för bilar av märket Tesla.',
    );
    expect(translate('en', 'carList.compareAdd', { title: 'Volvo XC60' })).toBe('Add Volvo XC60 to compare');
    expect(translate('fi', 'common.showing', { shown: 48, total: '10000+' })).toBe('Näytetään 48/10000+');
  });
  it('chooses plural forms by count', () => {
    expect(translate('en', 'shell.compareCount', { count: 1 })).toBe('1 car in compare');
    expect(translate('en', 'shell.compareCount', { count: 3 })).toBe('3 cars in compare');
    expect(translate('sv', 'shell.compareCount', { count: 2 })).toBe('2 bilar i jämförelsen');
    expect(translate('sk', 'shell.compareCount', { count: 1 })).toBe('1 auto v porovnaní');
    expect(translate('sk', 'shell.compareCount', { count: 4 })).toBe('4 autá v porovnaní');
    expect(translate('sk', 'shell.compareCount', { count: 5 })).toBe('5 áut v porovnaní');
    expect(translate('fi', 'kits.basketCount', { count: 2 })).toBe('2 valittua tuotetta');
  });
});

describe('createTranslator', () => {
  it('binds a language', () => {
    const t = createTranslator('nb');
    expect(t.language).toBe('nb');
    expect(t('common.showMore')).toBe('Vis flere');
  });
  it('prefers content-platform overrides over built-in texts', () => {
    const t = createTranslator('sv', { noSearchResults: 'Hittade inga bilar för {query}' });
    expect(t('noSearchResults', { query: 'kombi' })).toBe('Hittade inga bilar för kombi');
    expect(t('carListError')).toBe('Något gick fel när listan skulle hämtas. Försök igen om en stund.');
  });
  it('types plural keys to need a count', () => {
    const t = createTranslator('en');
    // @ts-expect-error a plural message needs { count }
    expect(t('shell.compareCount')).toBe('{count} cars in compare');
  });
});
