import styled from '@emotion/styled';
import { Fragment } from 'react';
import type { Translator } from '@showroom/i18n';
import { Button } from '@showroom/ui';
import type { FinanceFormat } from './financeFormat';
import { quoteLinks, type QuoteAction } from './quoteLinks';
import type { LegalState, ShownQuote } from './useFinanceWidget';

const Monthly = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.bold }));

const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: `${theme.space.xxs} ${theme.space.md}`,
  margin: 0,
  dd: { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
}));

const Small = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xs,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.mutedText,
  'h3, p, ul': { margin: 0 },
  h3: { fontSize: theme.fontSizes.sm, color: theme.colors.text },
  summary: { cursor: 'pointer', minHeight: '44px', display: 'flex', alignItems: 'center', color: theme.colors.text },
  'summary:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  'details p': { whiteSpace: 'pre-line' },
}));

const Links = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }));

const LINK_TEXT = { reserve: 'financeWidget.reserve', apply: 'financeWidget.apply', partExchange: 'financeWidget.partExchange' } as const satisfies Record<QuoteAction, string>;

export interface FinanceQuoteViewProps {
  shown: ShownQuote;
  legal: LegalState;
  t: Translator;
  format: FinanceFormat;
}

/** A quote: the monthly payment and its key figures, the upstream's representative example and notices, the legal text and the links out. */
export function FinanceQuoteView({ shown, legal, t, format }: FinanceQuoteViewProps) {
  const { quote, blocks, notices } = shown;
  return (
    <>
      <Monthly aria-live="polite" data-monthly-payment={quote.TotalRegularPayment}>{t('financeWidget.perMonth', { amount: format.pence(quote.TotalRegularPayment) })}</Monthly>
      <Figures>
        <dt>{t('financeWidget.totalDeposit')}</dt>
        <dd>{format.pounds(quote.TotalDeposit)}</dd>
        <dt>{t('financeWidget.term')}</dt>
        <dd>{format.field('Term', quote.Term)}</dd>
        {quote.AnnualMileage !== null ? (
          <>
            <dt>{t('financeWidget.annualMileage')}</dt>
            <dd>{format.field('AnnualMileage', quote.AnnualMileage)}</dd>
          </>
        ) : null}
        <dt>{t('financeWidget.apr')}</dt>
        <dd>{t('financeWidget.aprValue', { apr: quote.Apr })}</dd>
      </Figures>
      <Links>
        {quoteLinks(quote).map(({ action, href }) => (
          <Button key={action} href={href} variant={action === 'apply' ? 'primary' : 'secondary'} data-quote-action={action}>
            {t(LINK_TEXT[action])}
          </Button>
        ))}
      </Links>
      <Small>
        {notices.length > 0 ? (
          <ul>
            {notices.map((notice) => (
              <li key={`${notice.Code}:${notice.Message}`}>{notice.Message}</li>
            ))}
          </ul>
        ) : null}
        {blocks.length > 0 ? (
          <>
            <h3>{t('financeWidget.representativeExample')}</h3>
            <Figures>
              {blocks.map((block) => (
                <Fragment key={block.Key}>
                  <dt>{block.Title}</dt>
                  <dd>{block.DisplayValue}</dd>
                </Fragment>
              ))}
            </Figures>
          </>
        ) : null}
        <p>{t('financeWidget.quoteReference', { ref: quote.QuoteReference })}</p>
        <details>
          <summary>{t('financeWidget.legal')}</summary>
          <p aria-busy={legal.status === 'loading'}>
            {legal.status === 'loaded' ? legal.text : legal.status === 'loading' ? t('financeWidget.legalLoading') : t('financeWidget.legalError')}
          </p>
        </details>
      </Small>
    </>
  );
}
