import type { BrandLogo } from '@showroom/contracts';
import { indexBrandLogos, logosForBrand } from './brandLogoMatch';

const logo = (brandCode: string, bw: string | null = `/bw/${brandCode}.svg`): BrandLogo => ({ brandCode, logo: `/color/${brandCode}.svg`, logoBlackAndWhite: bw });
const brand = (Name: string) => ({ Name, Logo: `/own/${Name}.svg`, LogoBlackAndWhite: `/own-bw/${Name}.svg` });

describe('logosForBrand', () => {
  it("finds a brand by its name's code", () => {
    const index = indexBrandLogos([logo('VOLVO'), logo('MERCEDESBENZ')]);
    expect(logosForBrand(brand('Mercedes-Benz'), index)).toEqual({ color: '/color/MERCEDESBENZ.svg', blackAndWhite: '/bw/MERCEDESBENZ.svg' });
  });

  it('collapses a sub-code to its parent, so a van code shows under the parent brand', () => {
    // MB_VAN collapses to MB (a parent in the list), and MB comes after it: the first of a code wins.
    const index = indexBrandLogos([logo('MB_VAN'), logo('MB'), logo('FI'), logo('FI_TR')]);
    expect(index.get('MB')?.brandCode).toBe('MB_VAN');
    expect(index.get('FI_TR')?.brandCode).toBe('FI_TR');
    expect(index.get('FI')?.brandCode).toBe('FI');
  });

  it("falls back to the footer entry's own logos when the query has none for the brand", () => {
    const index = indexBrandLogos([logo('VOLVO')]);
    expect(logosForBrand(brand('Kia'), index)).toEqual({ color: '/own/Kia.svg', blackAndWhite: '/own-bw/Kia.svg' });
  });

  it("takes a missing black-and-white logo from the footer entry, and gives null when neither has one", () => {
    const index = indexBrandLogos([logo('KIA', null)]);
    expect(logosForBrand(brand('Kia'), index)).toEqual({ color: '/color/KIA.svg', blackAndWhite: '/own-bw/Kia.svg' });
    expect(logosForBrand({ Name: 'Kia', Logo: '', LogoBlackAndWhite: null }, index)).toEqual({ color: '/color/KIA.svg', blackAndWhite: null });
  });

  it('has no logos for an unknown brand without its own', () => {
    expect(logosForBrand({ Name: 'Nobody', Logo: '', LogoBlackAndWhite: null }, indexBrandLogos([]))).toEqual({ color: null, blackAndWhite: null });
  });
});
