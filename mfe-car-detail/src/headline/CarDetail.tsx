import styled from '@emotion/styled';
import { useId } from 'react';
import type { CarDetailProps } from '@showroom/contracts';
import { CarImage, mediaUrl, showsDeductibleVat } from '@showroom/cars';
import { createTranslator, intlLocaleFor } from '@showroom/i18n';
import { getSite } from '@showroom/sites';
import { Badge, VisuallyHidden } from '@showroom/ui';
import { BUILD_ID } from '../buildId';
import { CompareToggle } from '../compare/CompareToggle';
import { headlinePrice, headlineTitle, keyFacts } from './headlineFacts';

const BackLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '44px',
  marginBottom: theme.space.sm,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
}));

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
}));

const Media = styled.div(({ theme }) => ({ borderRadius: theme.radii.lg, overflow: 'hidden' }));

const Summary = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  fontSize: `clamp(${theme.fontSizes.xl}, 4vw, ${theme.fontSizes.xxl})`,
  overflowWrap: 'anywhere',
}));

const Badges = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }));

const Price = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
  s: { marginLeft: theme.space.sm, fontSize: theme.fontSizes.md, fontWeight: theme.fontWeights.regular, color: theme.colors.mutedText },
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.sm,
  margin: 0,
  div: { padding: theme.space.sm, background: theme.colors.surface, borderRadius: theme.radii.md },
  dt: { fontSize: theme.fontSizes.sm, color: theme.colors.mutedText },
  dd: { margin: 0, fontWeight: theme.fontWeights.bold },
}));

/** The car detail headline: way back to the list, title, picture, price, key facts and the compare toggle. */
export function CarDetail(props: CarDetailProps) {
  const { car, apiBase } = props;
  const site = getSite(props.site);
  const t = createTranslator(props.language);
  const intl = site.locales.find((l) => l.language === props.language)?.intl ?? intlLocaleFor(props.language);
  const headingId = useId();
  const title = headlineTitle(car);
  const price = headlinePrice(car, intl);
  const facts = keyFacts(car, intl);
  return (
    <article id="overview" aria-labelledby={headingId} data-car-id={car.car_id} data-build={BUILD_ID}>
      <BackLink href={props.carListPath}>
        <span aria-hidden="true">←</span>
        {t('carDetail.backToAll')}
      </BackLink>
      <Layout>
        <Media>
          <CarImage src={mediaUrl(car.car_primary_image?.thumbnail_url, apiBase)} blur={car.car_primary_image?.blur_data_url ?? undefined} alt={title} missingText={t('missingImageText')} eager />
        </Media>
        <Summary>
          <Title id={headingId}>{title}</Title>
          {price.campaign || showsDeductibleVat(car, site.family) ? (
            <Badges>
              {price.campaign ? <Badge variant="campaign">{t('carList.campaign')}</Badge> : null}
              {showsDeductibleVat(car, site.family) ? <Badge variant="info">{t('carList.deductibleVat')}</Badge> : null}
            </Badges>
          ) : null}
          <Price data-testid="car-price">
            <VisuallyHidden>{t('carDetail.price')}: </VisuallyHidden>
            {price.text}
            {price.exclVat ? ` ${t('price.exclVat')}` : null}
            {price.wasText ? ' ' : null}
            {price.wasText ? (
              <s>
                <VisuallyHidden>{t('carDetail.wasPrice')}: </VisuallyHidden>
                {price.wasText}
              </s>
            ) : null}
          </Price>
          {facts.length > 0 ? (
            <Facts>
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{t(fact.label)}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </Facts>
          ) : null}
          <div>
            <CompareToggle car={car} intl={intl} label={t('carDetail.compare')} />
          </div>
        </Summary>
      </Layout>
    </article>
  );
}
