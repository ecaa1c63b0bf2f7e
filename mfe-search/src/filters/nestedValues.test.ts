import { childPath, isPathActive, pathDepth, pathText, toggleNestedPath, togglesBetween } from './nestedValues';

describe('nested value paths', () => {
  it('joins and reads levels', () => {
    expect(childPath('BMW', 'X5')).toBe('BMW>X5');
    expect(pathDepth('BMW')).toBe(0);
    expect(pathDepth('BMW>X5')).toBe(1);
    expect(pathText('BMW>X5')).toBe('BMW X5');
  });

  it('counts a parent as chosen through a chosen child, but not a lookalike prefix', () => {
    expect(isPathActive(['BMW>X5'], 'BMW')).toBe(true);
    expect(isPathActive(['BMW'], 'BMW')).toBe(true);
    expect(isPathActive(['BMWX>X5'], 'BMW')).toBe(false);
    expect(isPathActive([], 'BMW')).toBe(false);
  });
});

describe('toggleNestedPath', () => {
  it('adds a brand', () => {
    expect(toggleNestedPath([], 'BMW')).toEqual(['BMW']);
  });

  it('replaces the brand by its model when a model is ticked', () => {
    expect(toggleNestedPath(['BMW', 'Audi'], 'BMW>X5')).toEqual(['Audi', 'BMW>X5']);
  });

  it('adds a second model beside the first', () => {
    expect(toggleNestedPath(['BMW>X5'], 'BMW>X3')).toEqual(['BMW>X5', 'BMW>X3']);
  });

  it('puts the brand back when its last model is unticked', () => {
    expect(toggleNestedPath(['BMW>X5'], 'BMW>X5')).toEqual(['BMW']);
    expect(toggleNestedPath(['BMW>X5', 'BMW>X3'], 'BMW>X5')).toEqual(['BMW>X3']);
  });

  it('does not put back a brand chosen in another facet (first depth 1)', () => {
    expect(toggleNestedPath(['BMW>X5'], 'BMW>X5', 1)).toEqual([]);
  });

  it('drops a brand with its models when the brand is unticked', () => {
    expect(toggleNestedPath(['BMW>X5', 'BMW>X3', 'Audi'], 'BMW')).toEqual(['Audi']);
  });
});

describe('togglesBetween', () => {
  it('lists removed values, then added ones', () => {
    expect(togglesBetween(['BMW', 'Audi'], ['Audi', 'BMW>X5'])).toEqual(['BMW', 'BMW>X5']);
    expect(togglesBetween(['A'], ['A'])).toEqual([]);
  });
});
