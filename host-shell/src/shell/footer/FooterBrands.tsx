import styled from '@emotion/styled';
import { useId, useMemo } from 'react';
import type { BrandLogo, Footer } from '@showroom/contracts';
import { Editable } from '../editing/Editable';
import { usePage } from '../page/PageContext';
import { brandListHref } from './brandListHref';
import { indexBrandLogos, logosForBrand } from './brandLogoMatch';
import { FooterHeading } from './footerParts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Black-and-white by default, colour on hover and keyboard focus: pure CSS, both images preloaded.
const BrandLink = styled.a`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 64px;
  padding: 8px;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
  img {
    display: block;
    width: 100%;
    max-width: 96px;
    height: 40px;
    object-fit: contain;
  }
  [data-logo='color'] {
    position: absolute;
    inset: 0;
    margin: auto;
    opacity: 0;
  }
  &:hover [data-logo='color'],
  &:focus-visible [data-logo='color'] {
    opacity: 1;
  }
  &:hover [data-logo='bw'],
  &:focus-visible [data-logo='bw'] {
    opacity: 0;
  }
  @media (prefers-reduced-motion: no-preference) {
    img {
      transition: opacity 150ms ease;
    }
  }
`;

export interface FooterBrandsProps {
  footer: Footer;
  brandLogos: BrandLogo[];
  carListPath: string;
}

/** The brand logos, each linking to the car list filtered to that brand. */
export function FooterBrands({ footer, brandLogos, carListPath }: FooterBrandsProps) {
  const { t } = usePage();
  const headingId = useId();
  const index = useMemo(() => indexBrandLogos(brandLogos), [brandLogos]);
  const brands = (footer.Brands ?? []).filter((brand) => brand.Name?.trim());
  if (!brands.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <FooterHeading id={headingId}>
        <Editable field="BrandsHeading">{footer.BrandsHeading?.trim() || t('footer.brandsHeading')}</Editable>
      </FooterHeading>
      <List>
        {brands.map((brand, i) => {
          const { color, blackAndWhite } = logosForBrand(brand, index);
          const name = brand.Name.trim();
          return (
            <li key={`${name}-${i}`}>
              <BrandLink href={brandListHref(carListPath, name)}>
                {blackAndWhite ? <img data-logo="bw" src={blackAndWhite} alt={name} loading="lazy" /> : null}
                {color ? <img data-logo={blackAndWhite ? 'color' : 'only'} src={color} alt={blackAndWhite ? '' : name} loading="lazy" /> : null}
                {!color && !blackAndWhite ? name : null}
              </BrandLink>
            </li>
          );
        })}
      </List>
    </section>
  );
}
