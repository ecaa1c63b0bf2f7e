import { facetsOf } from './facetsConfig';

describe('facetsOf (the DealerList block\'s Facets field)', () => {
  it('reads the configured names in order, each once, case and spaces forgiven', () => {
    expect(facetsOf({ Facets: 'region,brand' }, jest.fn())).toEqual(['region', 'brand']);
    expect(facetsOf({ Facets: ' Brand , region, brand ' }, jest.fn())).toEqual(['brand', 'region']);
  });

  it('has no facets without the field, or with an empty one', () => {
    const log = jest.fn();
    expect(facetsOf(undefined, log)).toEqual([]);
    expect(facetsOf({}, log)).toEqual([]);
    expect(facetsOf({ Facets: '' }, log)).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('leaves out and logs an unknown name, keeping the others', () => {
    const log = jest.fn();
    expect(facetsOf({ Facets: 'region,colour,brand' }, log)).toEqual(['region', 'brand']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/unknown facet "colour"/);
  });

  it('logs, and shows no facets, when the field is not text', () => {
    const log = jest.fn();
    expect(facetsOf({ Facets: ['region'] }, log)).toEqual([]);
    expect(facetsOf({ Facets: 'x'.repeat(201) }, log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
