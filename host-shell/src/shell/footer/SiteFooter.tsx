import styled from '@emotion/styled';
import { useMemo } from 'react';
import type { BrandLogo, Footer } from '@showroom/contracts';
import { Button } from '@showroom/ui';
import { Editable } from '../editing/Editable';
import { usePage } from '../page/PageContext';
import { CreditWarning } from './CreditWarning';
import { FooterBrands } from './FooterBrands';
import { FooterColumns } from './FooterColumns';
import { FooterInfoFields } from './FooterInfoFields';
import { FooterSocial } from './FooterSocial';
import { linkProps } from './linkProps';
import { socialLinksWithIcons } from './socialLinks';

const Wrap = styled.footer`
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: grid;
  gap: 32px;
  max-width: 1440px;
  margin: 0 auto;
  padding: 32px 16px;
  @media (min-width: 768px) {
    padding: 48px 24px;
  }
`;

const Bottom = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: 1024px) {
    grid-template-columns: 1fr auto;
    align-items: start;
  }
`;

const SiteName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface SiteFooterProps {
  /** Null when the content platform failed: a minimal footer renders instead. */
  footer: Footer | null;
  /** The brand-logo query's results, matched to footer brands by brand code. */
  brandLogos: BrandLogo[];
  /** The car list path in the page language; brand logos link to it with car_brand. */
  carListPath: string;
  /** Swedish sites: show the consumer-credit warning. */
  creditWarning: boolean;
}

/** The page footer: brands, link columns, highlighted link, info fields, social links and the credit warning. */
export function SiteFooter({ footer, brandLogos, carListPath, creditWarning }: SiteFooterProps) {
  const { site } = usePage();
  return (
    <Wrap>
      <Inner>
        {footer ? <FooterContent footer={footer} brandLogos={brandLogos} carListPath={carListPath} /> : <SiteName>{site.name}</SiteName>}
        {creditWarning ? <CreditWarning /> : null}
      </Inner>
    </Wrap>
  );
}

function FooterContent({ footer, brandLogos, carListPath }: { footer: Footer; brandLogos: BrandLogo[]; carListPath: string }) {
  const social = useMemo(() => socialLinksWithIcons(footer.SocialLinks ?? []), [footer.SocialLinks]);
  const highlighted = footer.HighlightedLink?.href?.trim() ? footer.HighlightedLink : null;
  return (
    <>
      {footer.ShowBrands ? <FooterBrands footer={footer} brandLogos={brandLogos} carListPath={carListPath} /> : null}
      <FooterColumns columns={footer.Columns ?? []} />
      {highlighted ? (
        <div>
          <Editable field="HighlightedLink">
            <Button variant="primary" size="lg" data-highlighted-link="" {...linkProps(highlighted)}>
              {highlighted.text?.trim() || highlighted.href}
            </Button>
          </Editable>
        </div>
      ) : null}
      <Bottom>
        <FooterInfoFields footer={footer} />
        <FooterSocial links={social} />
      </Bottom>
    </>
  );
}
