import { appendKits } from './searchActions';

const card = (kitId: string) => ({ kitId, name: `Kit ${kitId}`, currency: 'EUR' });

describe('appendKits', () => {
  it('appends the next page in order', () => {
    expect(appendKits([card('1'), card('2')], [card('3')]).map((k) => k.kitId)).toEqual(['1', '2', '3']);
  });
  it('leaves out a kit already shown (the catalogue moved between the two pages)', () => {
    expect(appendKits([card('1'), card('2')], [card('2'), card('3')]).map((k) => k.kitId)).toEqual(['1', '2', '3']);
  });
});
