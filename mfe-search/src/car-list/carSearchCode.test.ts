import { loadCarSearchCode } from './carSearchCode';

describe('loadCarSearchCode', () => {
  it('gives the search code, fetched once', async () => {
    const first = loadCarSearchCode();
    expect(loadCarSearchCode()).toBe(first);
    const code = await first;
    expect(typeof code.runCarSearch).toBe('function');
    expect(typeof code.runNextPage).toBe('function');
    expect(typeof code.countRelaxed).toBe('function');
    expect(typeof code.checkedCarSearcher).toBe('function');
  });
});
