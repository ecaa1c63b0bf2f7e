import { preselectFromHash } from './useContactPreselect';

describe('preselectFromHash', () => {
  it('pre-ticks quote or test drive from their anchors, nothing from #contact-form or others', () => {
    expect(preselectFromHash('#contact-quote')).toBe('quote');
    expect(preselectFromHash('#contact-testdrive')).toBe('testDrive');
    expect(preselectFromHash('#contact-form')).toBeUndefined();
    expect(preselectFromHash('#constructor')).toBeUndefined();
    expect(preselectFromHash('')).toBeUndefined();
  });
});
