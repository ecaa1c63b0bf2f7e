import styled from '@emotion/styled';
import { useId } from 'react';
import type { CarDetailProps, CarDetailView } from '@showroom/contracts';
import { hasCampaigns, PriceBadges, showsDeductibleVat } from '@showroom/cars';
import { createTranslator, formatPrice, intlLocaleFor, type Translator } from '@showroom/i18n';
import { getSite, type SiteDefinition } from '@showroom/sites';
import { BackLink, Button, VisuallyHidden } from '@showroom/ui';
import { BUILD_ID } from '@showroom/mfe-runtime';
import { CompareToggle } from '../compare/CompareToggle';
import { ContactFormWhenNear as ContactForm } from '../contact/ContactFormWhenNear';
import { Gallery, galleryImagesOf } from '../gallery';
import { headlinePrice, headlineTitle, keyFacts } from '../headline/headlineFacts';
import { CarNotFound } from '../not-found/CarNotFound';
import { Description, Equipment, OtherPackages, SellerContacts, TechnicalData } from '../sections';
import { CarSlider, RECOMMENDATION_CARD_WIDTH } from '../similar/CarSlider';
import { FinancingSection } from './FinancingSection';
import { SectionNav } from './SectionNav';
import { useContactPreselect } from './useContactPreselect';

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
}));

const Summary = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));

const Title = styled.h1(({ theme }) => ({ margin: 0, fontSize: `clamp(${theme.fontSizes.xl}, 4vw, ${theme.fontSizes.xxl})`, overflowWrap: 'anywhere' }));

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

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }));

const Block = styled.section(({ theme }) => ({ margin: `${theme.space.xl} 0`, scrollMarginTop: '56px', h2: { marginTop: 0 } }));
const Group = Block.withComponent('div');

// The contact anchors sit where the section starts, so #contact-quote scrolls there without script.
const Anchor = styled.span({ display: 'block', scrollMarginTop: '56px' });

/** The car detail page, or the missing-car view (spec 2 "Car detail page"). */
export function CarDetailPage(props: CarDetailProps) {
  const site = getSite(props.site);
  const t = createTranslator(props.language);
  const intl = site.locales.find((l) => l.language === props.language)?.intl ?? intlLocaleFor(props.language);
  const view = props.view;
  return (
    <div data-build={BUILD_ID}>
      <BackLink href={props.carListPath} label={t('carDetail.backToAll')} />
      {view.kind === 'notFound' ? (
        <CarNotFound keyphrase={view.keyphrase} similar={view.similar} carListPath={props.carListPath} carDetailBase={props.carDetailBase} site={site} language={props.language} mediaBase={props.apiBase} t={t} />
      ) : (
        <CarPage {...props} view={view} site={site} t={t} intl={intl} />
      )}
    </div>
  );
}

type CarPageProps = Omit<CarDetailProps, 'view' | 'site'> & { view: Extract<CarDetailView, { kind: 'car' }>; site: SiteDefinition; t: Translator; intl: string };

function CarPage({ view, site, t, intl, language, apiBase, carListPath, carDetailBase }: CarPageProps) {
  const { car } = view;
  const headingId = useId();
  const preselect = useContactPreselect();
  const title = headlineTitle(car);
  const price = headlinePrice(car, intl, site.code);
  const facts = keyFacts(car, intl);
  const deductibleVat = showsDeductibleVat(car, site.family);
  const detailPath = `${carDetailBase}/${car.car_id}/${encodeURIComponent(car.slug)}`;
  const money = (amount: number) => formatPrice(amount, site.currency, intl);
  return (
    <article aria-labelledby={headingId} data-car-id={car.car_id}>
      <SectionNav
        label={t('carDetail.sections')}
        links={[
          { id: 'overview', text: t('carDetail.overview') },
          { id: 'equipment', text: t('carDetail.equipment') },
          // The description section is left out when the car has none, and so is its link.
          ...(car.car_description?.trim() ? [{ id: 'description', text: t('carDetail.description') }] : []),
          { id: 'contact', text: t('carDetail.contact') },
        ]}
      />
      <Block id="overview" aria-labelledby={headingId}>
        <Layout>
          <Gallery images={galleryImagesOf(car)} title={title} regNo={car.car_regno ?? null} apiBase={apiBase} language={language} />
          <Summary>
            <Title id={headingId}>{title}</Title>
            <PriceBadges campaign={hasCampaigns(car)} deductibleVat={deductibleVat} t={t} />
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
            <Actions>
              <Button href="#contact-quote">{t('carContact.quote')}</Button>
              <Button href="#contact-testdrive" variant="secondary">
                {t('carContact.testDrive')}
              </Button>
              <CompareToggle car={car} intl={intl} label={t('carDetail.compare')} site={site.code} language={language} />
            </Actions>
          </Summary>
        </Layout>
      </Block>
      <FinancingSection car={car} site={site} language={language} apiBase={apiBase} t={t} intl={intl} money={money} />
      <Description id="description" description={car.car_description} language={language} />
      {/* Not a landmark of its own: the equipment list inside is the section named "Utrustning". */}
      <Group id="equipment">
        <h2>{t('carDetail.equipmentAndData')}</h2>
        <Equipment equipment={car.car_equipment ?? []} trimPackage={car.car_trim_package} language={language} headingLevel={3} />
        <TechnicalData car={car} language={language} headingLevel={3} />
        {view.sample ? <OtherPackages packages={view.sample.otherPackages} carDetailBase={carDetailBase} language={language} headingLevel={3} /> : null}
      </Group>
      <Block id="contact" aria-label={t('carDetail.contact')}>
        <Anchor id="contact-form" />
        <Anchor id="contact-quote" />
        <Anchor id="contact-testdrive" />
        <SellerContacts sellers={car.car_sellers ?? []} language={language} />
        <ContactForm
          car={{ car_id: car.car_id, title, isSample: Boolean(car.car_is_sample) }}
          sellers={view.sample?.sellerSites ?? []}
          {...(preselect ? { preselect } : {})}
          language={language}
          site={site.code}
          apiBase={apiBase}
          source={detailPath}
        />
      </Block>
      <CarSlider cardWidth={RECOMMENDATION_CARD_WIDTH} title={t('carDetail.similar')} cars={view.similar} site={site} language={language} carDetailBase={carDetailBase} mediaBase={apiBase} labels={{ previous: t('carDetail.previousCars'), next: t('carDetail.nextCars') }} />
      {view.sample ? (
        <CarSlider title={t('carDetail.modelStock')} cars={view.sample.stock} site={site} language={language} carDetailBase={carDetailBase} mediaBase={apiBase} labels={{ previous: t('carDetail.previousCars'), next: t('carDetail.nextCars') }} />
      ) : null}
      <VisuallyHidden>
        <a href={carListPath}>{t('carDetail.backToAll')}</a>
      </VisuallyHidden>
    </article>
  );
}
