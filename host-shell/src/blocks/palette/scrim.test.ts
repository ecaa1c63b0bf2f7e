import { contrastRatio } from '@showroom/ui';
import { scrimFor } from './scrim';

describe('scrimFor', () => {
  it('puts a 55% black scrim under white text; over a white pixel that is #737373, 4.74:1', () => {
    // 255 × (1 − 0.55) = 114.75 → 115 = 0x73; L(#737373) = ((115/255 + 0.055) / 1.055)^2.4 ≈ 0.1714
    // contrast = (1 + 0.05) / (0.1714 + 0.05) ≈ 4.74
    const scrim = scrimFor('White');
    expect(scrim).toEqual({ color: '#ffffff', background: 'rgba(0, 0, 0, 0.55)', worstBackdrop: '#737373' });
    expect(contrastRatio(scrim.color, scrim.worstBackdrop)).toBeCloseTo(4.74, 1);
  });

  it('puts a 70% white scrim under black text; over a black pixel that is #b3b3b3, 10:1', () => {
    // 255 × 0.7 = 178.5 → 179 = 0xb3; L(#b3b3b3) = ((179/255 + 0.055) / 1.055)^2.4 ≈ 0.4508
    // contrast = (0.4508 + 0.05) / (0 + 0.05) ≈ 10.0
    const scrim = scrimFor('Black');
    expect(scrim).toEqual({ color: '#000000', background: 'rgba(255, 255, 255, 0.7)', worstBackdrop: '#b3b3b3' });
    expect(contrastRatio(scrim.color, scrim.worstBackdrop)).toBeCloseTo(10.0, 1);
  });
});
