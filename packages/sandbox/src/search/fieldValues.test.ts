import { readFields } from './fieldValues';

describe('readFields', () => {
  it('reads the named fields of every document, undefined where missing', () => {
    const columns = readFields([{ a: 1, b: 'x', c: true }, { b: null }, {}], ['a', 'b', 'd']);
    expect([...columns]).toEqual([
      ['a', [1, undefined, undefined]],
      ['b', ['x', null, undefined]],
      ['d', [undefined, undefined, undefined]],
    ]);
  });
});
