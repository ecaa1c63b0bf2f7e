import { readFields } from './fieldValues';
import { Postings } from './postings';
import type { Clause, Condition } from './where';

// Documents 0..4.
const docs = [
  { brand: 'BMW', model: 'X1', price: 300, used: true, extras: ['tow', 'roof'] },
  { brand: 'BMW', model: 'X3', price: 500, used: false, extras: ['tow'] },
  { brand: 'Volvo', model: 'X1', price: 100, extras: [] },
  { brand: 'Volvo', model: 'V60', price: null, used: true, extras: ['roof', 'roof'] },
  { brand: 5, model: 'X3', price: 500, used: false },
];
const fields = { brand: 'enum', model: 'enum', price: 'number', used: 'boolean', extras: 'enum[]' } as const;
const postings = new Postings(docs.length, readFields(docs, Object.keys(fields)), fields, String);
const run = (condition: Condition, exclude = false) => [...postings.evaluate({ key: 'k', exclude, condition } satisfies Clause).toArray()];

describe('Postings', () => {
  it('ORs the values of an enum, comparing as stored', () => {
    expect(run({ kind: 'values', field: 'brand', values: ['Volvo'] })).toEqual([2, 3]);
    expect(run({ kind: 'values', field: 'brand', values: ['BMW', 'Volvo'] })).toEqual([0, 1, 2, 3]);
    // Document 4 stores the number 5; a filter's "5" is text.
    expect(run({ kind: 'values', field: 'brand', values: ['5'] })).toEqual([]);
    expect(run({ kind: 'values', field: 'extras', values: ['roof'] })).toEqual([0, 3]);
  });

  it('finds numbers in inclusive ranges; documents without a number are in none', () => {
    expect(run({ kind: 'number', field: 'price', ranges: [{ min: 300, max: 500 }] })).toEqual([0, 1, 4]);
    expect(run({ kind: 'number', field: 'price', ranges: [{ min: -Infinity, max: 300 }] })).toEqual([0, 2]);
    expect(run({ kind: 'number', field: 'price', ranges: [{ min: 100, max: 100 }, { min: 500, max: 500 }] })).toEqual([1, 2, 4]);
    expect(run({ kind: 'number', field: 'price', ranges: [{ min: 501, max: 200 }] })).toEqual([]);
  });

  it('matches booleans; a missing boolean is neither', () => {
    expect(run({ kind: 'boolean', field: 'used', values: [true] })).toEqual([0, 3]);
    expect(run({ kind: 'boolean', field: 'used', values: [false] })).toEqual([1, 4]);
  });

  it('matches nested paths level by level', () => {
    const levels = ['brand', 'model'];
    expect(run({ kind: 'path', levels, paths: [['BMW', 'X1'], ['Volvo']] })).toEqual([0, 2, 3]);
    expect(run({ kind: 'path', levels, paths: [['Volvo', 'X3']] })).toEqual([]);
  });

  it('inverts an excluding clause, keeping documents without the field', () => {
    expect(run({ kind: 'number', field: 'price', ranges: [{ min: 400, max: 600 }] }, true)).toEqual([0, 2, 3]);
    expect(run({ kind: 'values', field: 'extras', values: ['tow'] }, true)).toEqual([2, 3, 4]);
  });

  it('rejects a value of the wrong kind, as the Orama index did', () => {
    const columns = (field: string, value: unknown) => new Map([[field, [value]]]);
    expect(() => new Postings(1, columns('price', '300'), { price: 'number' }, () => 'car-1')).toThrow('price of car-1 is not a valid number');
    expect(() => new Postings(1, columns('brand', ['BMW']), { brand: 'enum' }, () => 'car-1')).toThrow('brand of car-1');
    expect(() => new Postings(1, columns('used', 'yes'), { used: 'boolean' }, () => 'car-1')).toThrow('used of car-1');
  });
});
