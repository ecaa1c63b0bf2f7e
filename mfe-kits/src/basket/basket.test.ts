import { inBasket, removeFromBasket, toggleBasket } from './basket';

const roofBox = { kitId: '50001', name: 'Takbox 420 l XC60' };
const mats = { kitId: '50002', name: 'Gummimattor V60' };

describe('toggleBasket', () => {
  it('adds a kit that is absent, at the end', () => {
    expect(toggleBasket([roofBox], mats)).toEqual([roofBox, mats]);
  });
  it('removes a kit that is present, matched by kitId', () => {
    expect(toggleBasket([roofBox, mats], { kitId: '50001', name: 'renamed' })).toEqual([mats]);
  });
  it('toggling twice gives back the basket it started from', () => {
    expect(toggleBasket(toggleBasket([mats], roofBox), roofBox)).toEqual([mats]);
  });
});

describe('inBasket and removeFromBasket', () => {
  it('finds by kitId', () => {
    expect(inBasket([roofBox], '50001')).toBe(true);
    expect(inBasket([roofBox], '50002')).toBe(false);
  });
  it('removes only the given kit and keeps the same list when absent', () => {
    const basket = [roofBox, mats];
    expect(removeFromBasket(basket, '50002')).toEqual([roofBox]);
    expect(removeFromBasket(basket, 'nope')).toBe(basket);
  });
});
