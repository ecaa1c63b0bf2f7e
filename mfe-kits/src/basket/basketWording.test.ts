import { createTranslator } from '@showroom/i18n';

// The basket's count in each language, written out by hand from each language's plural rules:
// sv, nb, fi, en: one for 1, other for the rest; sk: one for 1, few for 2-4, other for 0 and 5+.
describe('basket count wording', () => {
  it.each([
    ['sv', 0, '0 valda produkter'],
    ['sv', 1, '1 vald produkt'],
    ['sv', 2, '2 valda produkter'],
    ['nb', 1, '1 valgt produkt'],
    ['nb', 3, '3 valgte produkter'],
    ['fi', 1, '1 valittu tuote'],
    ['fi', 5, '5 valittua tuotetta'],
    ['en', 1, '1 product selected'],
    ['en', 0, '0 products selected'],
    ['sk', 1, '1 vybraný produkt'],
    ['sk', 2, '2 vybrané produkty'],
    ['sk', 4, '4 vybrané produkty'],
    ['sk', 5, '5 vybraných produktov'],
    ['sk', 0, '0 vybraných produktov'],
  ] as const)('%s %d -> %s', (language, count, expected) => {
    expect(createTranslator(language)('kits.basketCount', { count })).toBe(expected);
  });
});
