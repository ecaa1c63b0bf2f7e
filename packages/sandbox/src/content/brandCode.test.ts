import { normalizeBrandCode } from './brandCode';

const PARENTS = new Set(['MB', 'FI', 'MH', 'VOLKSWAGEN', 'BMW']);

describe('normalizeBrandCode', () => {
  it.each([
    ['FI_TR', 'FI_TR'],
    ['MH_TR', 'MH_TR'],
    ['fi_tr', 'FI_TR'],
    ['MB_VAN', 'MB'],
    ['MB_TRUCK', 'MB'],
    ['VOLKSWAGEN_LCV', 'VOLKSWAGEN'],
    ['FI_PRO', 'FI'],
    ['MB', 'MB'],
    ['BMW', 'BMW'],
    ['XX_VAN', 'XX_VAN'],
    ['_VAN', '_VAN'],
    [' MB_VAN ', 'MB'],
  ])('%s -> %s', (code, expected) => {
    expect(normalizeBrandCode(code, PARENTS)).toBe(expected);
  });
});
