import { Bitset } from './bitset';
import { FacetColumns } from './facetColumns';

const docs = [
  { fuel: 'Petrol', extras: ['tow', 'roof'], price: 300 },
  { fuel: 'Diesel', extras: ['tow'], price: 0 },
  { fuel: '', extras: ['roof', 'roof', ''], price: null },
  { fuel: 'Petrol', price: 150 },
  { fuel: 5, extras: [], price: '200' },
];
const columns = new FacetColumns(docs);
const counts = (field: string, members: number[], withMembers = false) => {
  const column = columns.values(field);
  const groups = column.group(members, withMembers);
  return groups.codes.map((code, i) => [column.texts[code], groups.counts[i], ...(withMembers ? [[...(groups.members[i] as Uint32Array)]] : [])]);
};

describe('FacetColumns', () => {
  it('counts texts per document, leaving out empty values and keeping a list\'s repeats', () => {
    expect(counts('fuel', [0, 1, 2, 3, 4])).toEqual([['Petrol', 2], ['Diesel', 1], ['5', 1]]);
    expect(counts('extras', [0, 1, 2, 3, 4])).toEqual([['tow', 2], ['roof', 3]]);
    expect(counts('fuel', [1, 3])).toEqual([['Diesel', 1], ['Petrol', 1]]);
  });

  it('lists the documents behind each text, for the next level', () => {
    expect(counts('extras', [0, 1, 2], true)).toEqual([['tow', 2, [0, 1]], ['roof', 3, [0, 2, 2]]]);
    // Counters are reset between calls.
    expect(counts('extras', [2], true)).toEqual([['roof', 2, [2, 2]]]);
  });

  it('keeps numbers for histograms, only where the value is a number', () => {
    const { values, present } = columns.numbers('price');
    expect([...present.toArray()]).toEqual([0, 1, 3]);
    expect([values[0], values[1], values[3]]).toEqual([300, 0, 150]);
    expect(Bitset.of(5, [2, 4]).and(present).count()).toBe(0);
  });
});
