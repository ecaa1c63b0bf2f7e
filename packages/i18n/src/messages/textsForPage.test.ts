/** @jest-environment node */
import { dictionaries } from './dictionary';
import { filesLeftOut, textsForPage } from './textsForPage';

// A key's area: the part before its first dot (message files prefix their keys), or the key itself.
const areasOf = (texts: object) => [...new Set(Object.keys(texts).map((key) => key.split('.')[0]!))].sort();

// Worked out by hand from the message files: the shared files (common, sectionError, carList with its price and
// three undotted keys, carCard), the host's (shell, chrome = alert/copy/footer/scrollTop, navigation = nav, stories)
// and the content blocks' texts the host reads (blocks).
const HOST_AND_SHARED = ['alert', 'blocks', 'carCard', 'carList', 'carListError', 'common', 'copy', 'footer', 'missingImageText', 'nav', 'noSearchResults', 'price', 'scrollTop', 'sectionError', 'shell', 'stories'];

describe('textsForPage', () => {
  it('carries the shared and the host\'s texts on a page with no remote', () => {
    expect(areasOf(textsForPage('sv', []))).toEqual(HOST_AND_SHARED);
  });

  it("adds the search's own texts on a page of the search, and no other remote's", () => {
    const texts = textsForPage('sv', ['mfe-search']);
    // mfe-search owns carFilters, carSearch, carBlocks, compare and blocks (ownedTexts.cjs).
    expect(areasOf(texts)).toEqual([...HOST_AND_SHARED, 'carBlocks', 'carFilters', 'carSearch', 'compare'].sort());
    expect(texts['carFilters.clearAll']).toBe('Rensa alla filter');
    expect(texts['common.close']).toBe('Stäng');
    expect(texts).not.toHaveProperty(['dealerFinder.nearest']);
    expect(texts).not.toHaveProperty(['serviceBooking.heading']);
    expect(texts).not.toHaveProperty(['carDetail.year']);
  });

  it("carries each remote's texts on a page of two, in the page's language", () => {
    const texts = textsForPage('en', ['mfe-dealers', 'mfe-kits']);
    expect(texts['dealerFinder.nearest']).toBe('Nearest to me');
    expect(texts).toHaveProperty(['kits.heading']);
    expect(texts).toHaveProperty(['dealerPicker.legend']);
    expect(texts).not.toHaveProperty(['carFilters.clearAll']);
    expect(texts).not.toHaveProperty(['tireHotel.heading']);
  });

  it('carries every text of the language when every remote is on the page', () => {
    const all = ['mfe-search', 'mfe-car-detail', 'mfe-dealers', 'mfe-service-booking', 'mfe-kits', 'mfe-tirehotel', 'mfe-forms'];
    expect(textsForPage('fi', all)).toEqual(dictionaries.fi);
  });

  it("takes a remote it does not know as one with no texts of its own, and the host's name as no remote", () => {
    expect(textsForPage('sv', ['mfe-unknown', 'host-shell'])).toEqual(textsForPage('sv', []));
  });

  it('never leaves out the content blocks\' texts, which the host reads though the search owns them', () => {
    expect(filesLeftOut([]).has('blocks')).toBe(false);
    expect(filesLeftOut([]).has('carFilters')).toBe(true);
    expect(filesLeftOut(['mfe-search']).has('carFilters')).toBe(false);
  });

  it('is a fraction of the whole dictionary on a page of one remote', () => {
    const bytes = (texts: object) => Buffer.byteLength(JSON.stringify(texts));
    // The car list's texts were every text of the language; the others' are now left out.
    expect(bytes(textsForPage('sv', ['mfe-search']))).toBeLessThan(bytes(dictionaries.sv) / 2);
  });
});
