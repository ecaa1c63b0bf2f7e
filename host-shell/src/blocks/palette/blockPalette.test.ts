import { contrastRatio, themes } from '@showroom/ui';
import { blockPalette } from './blockPalette';

describe('blockPalette', () => {
  const dealergroup = themes.dealergroup;

  it('maps each background name to a theme pair', () => {
    const c = dealergroup.colors;
    expect(blockPalette(dealergroup, 'BackgroundColor1')).toEqual({ background: c.surface, text: c.text });
    expect(blockPalette(dealergroup, 'BackgroundColor2')).toEqual({ background: c.primary, text: c.onPrimary });
    expect(blockPalette(dealergroup, 'BackgroundColor3')).toEqual({ background: c.text, text: c.background });
    expect(blockPalette(dealergroup, 'None')).toEqual({ background: 'transparent', text: c.text });
    expect(blockPalette(dealergroup, undefined)).toEqual({ background: 'transparent', text: c.text });
  });

  it('keeps text readable (4.5:1) on every coloured background of every theme', () => {
    for (const [name, theme] of Object.entries(themes)) {
      for (const background of ['BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'] as const) {
        const pair = blockPalette(theme, background);
        expect({ name, background, readable: contrastRatio(pair.text, pair.background) >= 4.5 }).toEqual({ name, background, readable: true });
      }
    }
  });
});
