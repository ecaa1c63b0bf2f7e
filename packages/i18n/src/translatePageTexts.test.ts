import type { Messages } from './messages/dictionary';

// The host's browser build: translate() reads the texts the page carried (messages/pageTexts.ts).
jest.mock('./messages/texts', () => jest.requireActual('./messages/pageTexts'));

describe('translate on a host page', () => {
  it("shows a text's key, not an error, when the page did not carry it", async () => {
    const { providePageTexts } = await import('./messages/texts');
    const { createTranslator, translate } = await import('./translate');
    providePageTexts('sv', { 'common.close': 'Stäng' } as Partial<Messages> as Messages);
    expect(translate('sv', 'common.close')).toBe('Stäng');
    expect(translate('sv', 'dealerFinder.nearest')).toBe('dealerFinder.nearest');
    expect(createTranslator('sv')('carFilters.resultCount', { count: 2, total: 2 })).toBe('carFilters.resultCount');
  });
});
