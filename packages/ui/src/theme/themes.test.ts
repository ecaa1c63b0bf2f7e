import { contrastRatio } from './contrast';
import { themeFor, themes } from './themes';
import type { ThemeColors } from './types';

// [foreground, background, minimum]: 4.5 for text (WCAG 1.4.3 AA), 3 for focus rings and
// control borders (1.4.11 non-text contrast).
const PAIRS: [keyof ThemeColors, keyof ThemeColors, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['mutedText', 'background', 4.5],
  ['mutedText', 'surface', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['primary', 'background', 4.5],
  ['primary', 'surface', 4.5],
  ['primaryHover', 'background', 4.5],
  ['danger', 'background', 4.5],
  ['danger', 'surface', 4.5],
  ['onDanger', 'danger', 4.5],
  ['success', 'background', 4.5],
  ['success', 'surface', 4.5],
  ['onSuccess', 'success', 4.5],
  ['focusRing', 'background', 3],
  ['focusRing', 'surface', 3],
  ['border', 'background', 3],
  ['border', 'surface', 3],
];

describe('themes', () => {
  const cases = Object.values(themes).flatMap((theme) =>
    PAIRS.map(([fg, bg, min]) => [theme.name, fg, bg, min, theme.colors[fg], theme.colors[bg]] as const),
  );
  it.each(cases)('%s: %s on %s is at least %d:1', (_name, _fg, _bg, min, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });

  it('names each theme by its key', () => {
    for (const [key, theme] of Object.entries(themes)) expect(theme.name).toBe(key);
  });
});

describe('themeFor', () => {
  it("gives the site's default theme", () => {
    expect(themeFor('carstore').name).toBe('carstore');
    expect(themeFor('dealergroup').name).toBe('dealergroup');
    expect(themeFor('premium').name).toBe('premium');
  });
  it("lets a page's brand design win, in any case", () => {
    expect(themeFor('dealergroup', 'Mercedes').name).toBe('mercedes');
    expect(themeFor('dealergroup', 'bmw').name).toBe('bmw');
  });
  it('ignores an unknown or site-family brand design', () => {
    expect(themeFor('dealergroup', 'volvo').name).toBe('dealergroup');
    expect(themeFor('dealergroup', 'premium').name).toBe('dealergroup');
    expect(themeFor('dealergroup', null).name).toBe('dealergroup');
  });
});
