import styled from '@emotion/styled';
import type { TireHotelProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { getSite, pagePath } from '@showroom/sites';
import { Card, mailtoHref, PageHeading } from '@showroom/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { searchCustomer } from '../api/tireHotel';
import { BUILD_ID } from '@showroom/mfe-runtime';
import { LoginStep } from './LoginStep';
import { SearchStep, type SearchProblem } from './SearchStep';
import { useTireHotelFlow } from './useTireHotelFlow';

const Footer = styled.footer(({ theme }) => ({
  marginTop: theme.space.lg,
  paddingTop: theme.space.md,
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.mutedText,
}));

/** The tire-hotel flow: Search, then the first screen of Login; the later steps come with later issues. */
export function TireHotel(props: TireHotelProps) {
  const t = createTranslator(props.language);
  const contactHref = mailtoHref(props.contactEmail);
  const headingId = useId();
  const [state, dispatch] = useTireHotelFlow(props.regNo);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SearchProblem>(null);
  const loginLead = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef(false);
  const serviceBookingPath = pagePath(getSite(props.site), 'serviceBooking', props.language);

  useEffect(() => {
    if (moveFocus.current && state.page === 'login') loginLead.current?.focus();
    moveFocus.current = false;
  }, [state.page]);

  async function search() {
    setBusy(true);
    setProblem(null);
    const outcome = await searchCustomer(props.apiBase, state.regNo);
    setBusy(false);
    if (outcome.kind === 'found') {
      moveFocus.current = true;
      dispatch({ type: 'customerFound', customer: outcome.customer });
    } else {
      setProblem(outcome.kind);
    }
  }

  return (
    <section aria-labelledby={headingId} data-build={BUILD_ID}>
      <PageHeading id={headingId}>{t('tireHotel.heading')}</PageHeading>
      <Card padding="lg">
        {state.page === 'search' ? (
          <SearchStep
            t={t}
            regNo={state.regNo}
            onRegNoChange={(regNo) => {
              setProblem(null);
              dispatch({ type: 'typeRegNo', regNo });
            }}
            onSubmit={() => void search()}
            busy={busy}
            problem={problem}
            serviceBookingPath={serviceBookingPath}
          />
        ) : (
          <LoginStep
            t={t}
            customer={state.customer}
            contactEmail={props.contactEmail}
            serviceBookingPath={serviceBookingPath}
            leadRef={loginLead}
            onRestart={() => dispatch({ type: 'restart' })}
          />
        )}
      </Card>
      {contactHref ? (
        <Footer>
          {t('tireHotel.footerContact')} <a href={contactHref}>{props.contactEmail}</a>
        </Footer>
      ) : null}
    </section>
  );
}
