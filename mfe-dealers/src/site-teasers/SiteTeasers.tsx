import styled from '@emotion/styled';
import { useId } from 'react';
import type { SiteTeasersProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { Grid, VisuallyHidden } from '@showroom/ui';
import { TeaserCard } from './TeaserCard';

const Section = styled.section({
  margin: '0 0 32px',
  h2: { margin: '0 0 16px' },
});

/** A content block of dealer sites as teaser cards; nothing at all when there are none (or the search failed). */
export function SiteTeasers(props: SiteTeasersProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  if (props.sites.length === 0) return null;
  const labels = { phone: t('dealers.phone'), email: t('dealers.email') };
  return (
    <Section aria-labelledby={headingId} data-block="site-teasers">
      {props.title ? (
        <h2 id={headingId}>{props.title}</h2>
      ) : (
        <VisuallyHidden as="h2" id={headingId}>
          {t('siteTeasers.heading')}
        </VisuallyHidden>
      )}
      <Grid as="ul" role="list" columns={{ mobile: 1, tablet: 2, desktop: 3, wide: 4 }}>
        {props.sites.map((site) => (
          <li key={site.site_id}>
            <TeaserCard site={site} dealersPath={props.dealersPath} labels={labels} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
