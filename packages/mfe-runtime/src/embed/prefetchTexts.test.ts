import { LANGUAGE_TEXTS } from '@showroom/i18n/language-texts';
import { prefetchTexts } from './prefetchTexts';

jest.mock('@showroom/i18n/language-texts', () => {
  const actual = jest.requireActual<typeof import('@showroom/i18n/language-texts')>('@showroom/i18n/language-texts');
  const loader = () => jest.fn(() => Promise.resolve({ default: {} }));
  return { ...actual, LANGUAGE_TEXTS: { sv: loader(), nb: loader(), fi: loader(), sk: loader(), en: loader() } };
});

const calls = () => Object.fromEntries(Object.entries(LANGUAGE_TEXTS).map(([language, load]) => [language, jest.mocked(load).mock.calls.length]));

describe('prefetchTexts', () => {
  beforeEach(() => Object.values(LANGUAGE_TEXTS).forEach((load) => jest.mocked(load).mockClear()));

  it("starts one load per language the page's elements of the embed's tags name, and none for other tags or unknown locales", () => {
    document.body.innerHTML = [
      '<showroom-car-detail locale="sv"></showroom-car-detail>',
      '<showroom-car-detail locale="sv"></showroom-car-detail>',
      '<showroom-car-list locale="en"></showroom-car-list>',
      '<showroom-car-list locale="constructor"></showroom-car-list>',
      '<showroom-car-list locale="de"></showroom-car-list>',
      '<showroom-car-list></showroom-car-list>',
      '<showroom-kit-grid locale="fi"></showroom-kit-grid>',
    ].join('');
    prefetchTexts(['showroom-car-detail', 'showroom-car-list']);
    expect(calls()).toEqual({ sv: 1, nb: 0, fi: 0, sk: 0, en: 1 });
  });

  it('does nothing for a remote with no embed, and swallows a failed load (the mount loads again and shows it)', async () => {
    document.body.innerHTML = '<showroom-car-detail locale="nb"></showroom-car-detail>';
    prefetchTexts([]);
    expect(calls()).toEqual({ sv: 0, nb: 0, fi: 0, sk: 0, en: 0 });
    jest.mocked(LANGUAGE_TEXTS.nb).mockRejectedValueOnce(new Error('ChunkLoadError'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    prefetchTexts(['showroom-car-detail']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(calls().nb).toBe(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
