import type { Language } from '@showroom/sites';
import type { Messages } from './dictionary';

type Registered = typeof import('./registeredTexts');
const fresh = (): Registered => {
  let module: Registered | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<Registered>('./registeredTexts');
  });
  return module!;
};
const only = (sv: Partial<Messages>): Record<Language, Partial<Messages>> => ({ sv, nb: {}, fi: {}, sk: {}, en: {} });

// On a partner's page two remotes share one i18n, each with only its own texts built in (ownedTexts.cjs).
it("holds every remote's registered texts, whichever remote's copy of i18n the page uses", () => {
  const { registerTexts, textsOf } = fresh();
  registerTexts(only({ 'sectionError.title': 'Aj då', 'carList.compare': 'Jämför' }));
  registerTexts(only({ 'sectionError.title': 'Aj då', 'carDetail.back': 'Tillbaka' }));
  expect(textsOf('sv')).toMatchObject({ 'sectionError.title': 'Aj då', 'carList.compare': 'Jämför', 'carDetail.back': 'Tillbaka' });
});

it('says what is missing when nothing registered texts for the language', () => {
  const { registerTexts, textsOf } = fresh();
  expect(() => textsOf('fi')).toThrow('no texts for "fi": the remote\'s entry point registers its built-in texts first');
  registerTexts({ sv: {}, nb: {}, fi: { 'sectionError.title': 'Hups' }, sk: {}, en: {} });
  expect(textsOf('fi')['sectionError.title']).toBe('Hups');
});
