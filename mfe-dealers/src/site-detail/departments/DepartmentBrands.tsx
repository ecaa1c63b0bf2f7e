import styled from '@emotion/styled';
import type { SiteDepartment } from '@showroom/contracts';
import { BrandLogoImage } from './BrandLogoImage';
import type { BrandLogoIndex } from './brandLogoIndex';

const List = styled.ul(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, listStyle: 'none', margin: 0, padding: 0 }));
const Item = styled.li(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.xs, minHeight: '32px' }));

/** A department's brands: each one's logo (when the content platform has one that loads) and name. */
export function DepartmentBrands({ brands, logos, headingId, heading }: { brands: SiteDepartment['brands']; logos: BrandLogoIndex; headingId: string; heading: string }) {
  if (brands.length === 0) return null;
  return (
    <>
      <h4 id={headingId}>{heading}</h4>
      <List aria-labelledby={headingId}>
        {brands.map((brand) => {
          const logo = logos.logoOf(brand);
          return (
            <Item key={brand.brand_code} data-brand-code={brand.brand_code}>
              {logo ? <BrandLogoImage src={logo} /> : null}
              <span>{brand.brand_name ?? brand.brand_code}</span>
            </Item>
          );
        })}
      </List>
    </>
  );
}
