import { brandLogoIndex } from './brandLogoIndex';

const logo = (brandCode: string) => ({ brandCode, logo: `/logo/${brandCode}.svg`, logoBlackAndWhite: null });
const index = brandLogoIndex([logo('MB'), logo('FI'), logo('FI_TR'), logo('MH'), logo('MH_TR'), logo('VOLVO'), logo('MB_VAN'), logo('POLESTAR')]);

describe('brand logos of department brands', () => {
  it('keeps FI_TR and MH_TR as they are (spec 2 "Brand logo")', () => {
    expect(index.logoOf({ brand_code: 'FI_TR' })).toBe('/logo/FI_TR.svg');
    expect(index.logoOf({ brand_code: 'mh_tr' })).toBe('/logo/MH_TR.svg');
  });

  it('collapses a code with a listed parent prefix to the parent; MB_VAN’s own logo never wins over MB’s', () => {
    expect(index.logoOf({ brand_code: 'MB_VAN' })).toBe('/logo/MB.svg');
    expect(index.logoOf({ brand_code: 'MB_TRUCK' })).toBe('/logo/MB.svg');
    expect(index.logoOf({ brand_code: 'FI_X' })).toBe('/logo/FI.svg');
  });

  it('leaves a code with an unknown prefix alone, and finds a brand by its name’s code when its code has no logo', () => {
    expect(index.logoOf({ brand_code: 'XX_VAN' })).toBeNull();
    expect(index.logoOf({ brand_code: 'VO', brand_name: 'Volvo' })).toBe('/logo/VOLVO.svg');
    expect(index.logoOf({ brand_code: 'KIA', brand_name: 'Kia' })).toBeNull();
  });
});
