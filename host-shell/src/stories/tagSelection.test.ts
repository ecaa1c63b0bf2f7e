import { isAllSelected, selectAll, toggleTag } from './tagSelection';

describe('tag selection', () => {
  it('adds and removes tags independently (multi-select)', () => {
    const one = toggleTag([], 'A1');
    expect(one).toEqual(['A1']);
    const two = toggleTag(one, 'B2');
    expect(two).toEqual(['A1', 'B2']);
    expect(toggleTag(two, 'A1')).toEqual(['B2']);
  });
  it('resets with All, and All is pressed only with no tag', () => {
    expect(selectAll()).toEqual([]);
    expect(isAllSelected([])).toBe(true);
    expect(isAllSelected(['A1'])).toBe(false);
  });
});
