import { canExpandPackage, visiblePackageItems } from './otherPackagesRule';

describe('other packages: 3 items unless more than 4 and expanded', () => {
  it('offers the toggle only above 4 items', () => {
    expect([3, 4, 5, 12].map(canExpandPackage)).toEqual([false, false, true, true]);
  });

  it('shows all of up to 4 items, and 3 of more until expanded', () => {
    expect(visiblePackageItems(3, false)).toBe(3);
    expect(visiblePackageItems(4, false)).toBe(4);
    expect(visiblePackageItems(5, false)).toBe(3);
    expect(visiblePackageItems(5, true)).toBe(5);
    expect(visiblePackageItems(12, true)).toBe(12);
    expect(visiblePackageItems(0, false)).toBe(0);
  });
});
