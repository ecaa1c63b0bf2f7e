import { cutText, tooltipText, TOOLTIP_MAX_CHARS } from './cutText';

describe('tooltip text', () => {
  it('is cut at 288 characters (spec 2 §9)', () => {
    expect(TOOLTIP_MAX_CHARS).toBe(288);
  });

  it('keeps 287 and 288 characters whole and cuts 289 to 288 plus "…"', () => {
    const a287 = 'a'.repeat(287);
    const a288 = 'a'.repeat(288);
    expect(tooltipText(a287)).toBe(a287);
    expect(tooltipText(a288)).toBe(a288);
    // 289 characters: the first 288 stay, then the ellipsis (289 characters in all, the last one "…").
    const cut = tooltipText('a'.repeat(288) + 'b');
    expect(cut).toBe('a'.repeat(288) + '…');
    expect(cut).not.toContain('b');
  });

  it('counts an emoji as one character and never splits it', () => {
    // 5 cars "🚗" (2 UTF-16 units each) cut at 3: three whole cars and "…".
    expect(cutText('🚗🚗🚗🚗🚗', 3)).toBe('🚗🚗🚗…');
  });

  it('drops the spaces a cut would leave before "…"', () => {
    expect(cutText('Volvo XC60 B4', 6)).toBe('Volvo…');
  });
});
