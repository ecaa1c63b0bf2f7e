import { keyphraseFromSlug } from './keyphraseFromSlug';

describe('keyphraseFromSlug', () => {
  it('takes brand and model from the slug', () => {
    expect(keyphraseFromSlug('volvo-xc60-b4-momentum')).toBe('volvo xc60');
    expect(keyphraseFromSlug('Škoda-Octavia')).toBe('škoda octavia');
    expect(keyphraseFromSlug('%C5%A0koda-octavia-rs')).toBe('škoda octavia');
  });

  it('is empty without a usable slug, and survives a malformed escape', () => {
    expect(keyphraseFromSlug(undefined)).toBe('');
    expect(keyphraseFromSlug('---')).toBe('');
    expect(keyphraseFromSlug('%E0%A4%A-bmw')).toBe('e0 a4');
  });
});
