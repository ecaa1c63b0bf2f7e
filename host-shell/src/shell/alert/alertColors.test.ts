import { contrastRatio, themes } from '@showroom/ui';
import { alertColors } from './alertColors';

const TYPES = ['Warning', 'Dark', 'Light', 'Neutral'] as const;

describe('alertColors', () => {
  it.each(Object.values(themes).map((theme) => [theme.name, theme] as const))('gives text of at least 4.5:1 for every type in the %s theme', (_name, theme) => {
    for (const type of TYPES) {
      const { background, text } = alertColors(type, theme);
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the four types four different looks', () => {
    const theme = themes.dealergroup;
    const looks = TYPES.map((type) => JSON.stringify(alertColors(type, theme)));
    expect(new Set(looks).size).toBe(4);
  });

  it('draws the Warning in amber with dark text', () => {
    // #ffd43b: L = 0.2126*1 + 0.7152*0.658 + 0.0722*0.044 = 0.6864; #1a1a1a: L = 0.0103;
    // (0.6864 + 0.05) / (0.0103 + 0.05) = 12.2
    const { background, text } = alertColors('Warning', themes.carstore);
    expect(contrastRatio(text, background)).toBeCloseTo(12.2, 1);
  });
});
