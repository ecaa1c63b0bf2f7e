jest.mock('@showroom/i18n', () => ({ registerTexts: jest.fn() }));
jest.mock('@showroom/i18n/language-texts', () => ({
  LANGUAGE_TEXTS: { sv: jest.fn(), nb: jest.fn(), fi: jest.fn(), sk: jest.fn(), en: jest.fn() },
}));

/** builtInTexts with no state yet, and the mocks it sees (the same module registry). */
async function fresh() {
  jest.resetModules();
  const [{ loadBuiltInTexts }, { registerTexts }, { LANGUAGE_TEXTS }] = await Promise.all([import('./builtInTexts'), import('@showroom/i18n'), import('@showroom/i18n/language-texts')]);
  return { loadBuiltInTexts, registered: () => jest.mocked(registerTexts).mock.calls.map(([dictionaries]) => dictionaries), load: (language: 'sv' | 'en') => jest.mocked(LANGUAGE_TEXTS[language]) };
}

describe('loadBuiltInTexts', () => {
  it("registers the placeholder's texts in every language first, then the language's own texts once, however many mounts ask", async () => {
    const { loadBuiltInTexts, registered, load } = await fresh();
    load('sv').mockResolvedValue({ default: { 'common.showing': 'Visar' } });
    await Promise.all([loadBuiltInTexts('sv'), loadBuiltInTexts('sv')]);
    await loadBuiltInTexts('sv');
    expect(load('sv')).toHaveBeenCalledTimes(1);
    expect(load('en')).not.toHaveBeenCalled();
    const calls = registered();
    expect(calls).toHaveLength(2);
    // The placeholder's texts, every language, before anything is loaded.
    expect(Object.keys(calls[0]!).sort()).toEqual(['en', 'fi', 'nb', 'sk', 'sv']);
    expect(calls[0]!.sv).toMatchObject({ 'sectionError.title': 'Aj då' });
    expect(calls[1]).toEqual({ sv: { 'common.showing': 'Visar' } });
  });

  it('answers a failed load with its error, and loads again on the next call', async () => {
    const { loadBuiltInTexts, registered, load } = await fresh();
    load('en').mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: { 'common.showing': 'Showing' } });
    await expect(loadBuiltInTexts('en')).rejects.toThrow('ChunkLoadError');
    await expect(loadBuiltInTexts('en')).resolves.toBeUndefined();
    expect(load('en')).toHaveBeenCalledTimes(2);
    expect(registered().at(-1)).toEqual({ en: { 'common.showing': 'Showing' } });
  });
});
