import styled from '@emotion/styled';
import { useId } from 'react';
import type { KitGridProps } from '@showroom/contracts';
import { createTranslator, intlLocaleFor } from '@showroom/i18n';
import { getSite } from '@showroom/sites';
import { EmptyState, Grid, mq, PageHeading } from '@showroom/ui';
import { BasketPanel } from '../basket/BasketPanel';
import { inBasket } from '../basket/basket';
import { useBasket } from '../basket/useBasket';
import { KitCardView } from './KitCardView';

// Side panel 300px wide on desktop (spec 3 §9); below it the basket comes first, then the grid.
const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' },
}));

const Main = styled.div({ [mq.desktop]: { gridColumn: 1, gridRow: 1 } });

const Count = styled.p(({ theme }) => ({ color: theme.colors.mutedText, margin: `0 0 ${theme.space.md}` }));

const Alert = styled.p(({ theme }) => ({ color: theme.colors.danger, fontWeight: theme.fontWeights.bold }));

/** The kits catalogue: heading, "showing X of Y", a grid of kit cards with basket toggles, and the basket. */
export function KitGrid(props: KitGridProps) {
  const site = getSite(props.site);
  const t = createTranslator(props.language);
  const intl = site.locales.find((l) => l.language === props.language)?.intl ?? intlLocaleFor(props.language);
  const headingId = useId();
  const { basket, toggle, remove } = useBasket();
  const { result } = props;
  const labels = { addToBasket: t('kits.addToBasket'), kitCode: t('kits.kitCode') };
  return (
    <section aria-labelledby={headingId}>
      <PageHeading id={headingId}>{t('kits.heading')}</PageHeading>
      <Layout>
        <BasketPanel
          basket={basket}
          countText={t('kits.basketCount', { count: basket.length })}
          removeLabel={t('kits.removeFromBasket')}
          onRemove={remove}
        />
        <Main>
          {result.state === 'error' ? <Alert role="alert">{t('carListError')}</Alert> : null}
          {result.state === 'loaded' && result.kits.length === 0 ? <EmptyState title={t('noSearchResults')} /> : null}
          {result.state === 'loaded' && result.kits.length > 0 ? (
            <>
              <Count>{t('common.showing', { shown: result.kits.length, total: result.total })}</Count>
              <Grid as="ul" role="list" columns={{ desktop: 2, wide: 3 }}>
                {result.kits.map((kit, index) => (
                  <li key={kit.kitId}>
                    <KitCardView
                      kit={kit}
                      apiBase={props.apiBase}
                      intl={intl}
                      labels={labels}
                      inBasket={inBasket(basket, kit.kitId)}
                      onToggle={() => toggle({ kitId: kit.kitId, name: kit.name })}
                      eagerImage={index < 4}
                    />
                  </li>
                ))}
              </Grid>
            </>
          ) : null}
        </Main>
      </Layout>
    </section>
  );
}
