import { splitOverflow } from './overflow';

describe('splitOverflow', () => {
  it('keeps every item when all fit, even exactly', () => {
    // 100 + 120 + 80 = 300 <= 300
    expect(splitOverflow([100, 120, 80], 300, 90)).toBe(3);
  });

  it('keeps as many as fit beside the More trigger', () => {
    // 100 + 120 + 80 = 300 > 299, so More (90) is needed: 90 + 100 = 190, + 120 = 310 > 299 -> 1 item
    expect(splitOverflow([100, 120, 80], 299, 90)).toBe(1);
    // 90 + 100 + 120 = 310 <= 310 -> 2 items, the third (80) goes into More
    expect(splitOverflow([100, 120, 80, 50], 310, 90)).toBe(2);
  });

  it('keeps order: a narrow later item does not jump ahead of a wide one', () => {
    // 90 + 100 = 190; + 300 = 490 > 400 stops, although 50 alone would still fit
    expect(splitOverflow([100, 300, 50], 400, 90)).toBe(1);
  });

  it('moves everything into More when not even one item fits beside it', () => {
    expect(splitOverflow([200, 200], 250, 90)).toBe(0);
  });

  it('has nothing to split without items', () => {
    expect(splitOverflow([], 0, 90)).toBe(0);
  });
});
