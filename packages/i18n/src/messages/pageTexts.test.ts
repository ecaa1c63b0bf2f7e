import type { Messages } from './dictionary';
import { providePageTexts, textsOf } from './pageTexts';

describe('page texts (the host browser build)', () => {
  it('refuses a language the page did not carry, naming it', () => {
    expect(() => textsOf('fi')).toThrow('no texts for "fi" on this page (it carries none)');
  });

  it('answers with the texts the page carried', () => {
    const swedish = { 'shell.skipToContent': 'Hoppa till innehållet' } as Partial<Messages> as Messages;
    providePageTexts('sv', swedish);
    expect(textsOf('sv')['shell.skipToContent']).toBe('Hoppa till innehållet');
    expect(() => textsOf('en')).toThrow('it carries sv');
  });
});
