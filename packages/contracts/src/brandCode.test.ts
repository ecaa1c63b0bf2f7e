import { brandCodeOfName, normalizeBrandCode } from './brandCode';

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

describe('brandCodeOfName', () => {
  it.each([
    ['Volvo', 'VOLVO'],
    ['Mercedes-Benz', 'MERCEDESBENZ'],
    ['Land Rover', 'LANDROVER'],
    ['Lynk & Co', 'LYNKCO'],
    ['MG', 'MG'],
  ])('%s -> %s', (name, expected) => {
    expect(brandCodeOfName(name)).toBe(expected);
  });
});
