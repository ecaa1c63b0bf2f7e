import styled from '@emotion/styled';
import type { ServiceBookingProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { Card, PageHeading } from '@showroom/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { lookupCar } from '../api/mechmate';
import { BUILD_ID } from '@showroom/mfe-runtime';
import { stepNumbers } from './bookingStore';
import { BookByContact } from './BookByContact';
import { CompletedRegistration } from './CompletedRegistration';
import { lookupMessage } from './lookupOutcome';
import { RegistrationForm } from './RegistrationForm';
import { StepHeading } from './StepHeading';
import { useBookingStore } from './useBookingStore';

const Steps = styled.ol(({ theme }) => ({ display: 'grid', gap: theme.space.md, margin: 0, padding: 0, listStyle: 'none' }));

type Lookup = { status: 'idle' } | { status: 'busy' } | { status: 'stopped'; message: string };

/**
 * The service-booking flow. Step 1 (registration number and place) and the car lookup are built;
 * after the lookup step 2 offers nearby workshops to book with by phone or e-mail, until the
 * services step arrives (issue 18).
 */
export function ServiceBooking(props: ServiceBookingProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const { state, dispatch } = useBookingStore(props.registrationNumber);
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const nextHeading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const { max } = stepNumbers(state);

  // A changed registration number or place makes the last error stale.
  useEffect(() => setLookup((l) => (l.status === 'stopped' ? { status: 'idle' } : l)), [state.registrationNumber, state.location]);

  useEffect(() => {
    if (moveFocus.current && state.displayState === 1) nextHeading.current?.focus();
    moveFocus.current = false;
  }, [state.displayState]);

  async function submit() {
    setLookup({ status: 'busy' });
    const outcome = await lookupCar(props.apiBase, state.registrationNumber);
    if (outcome.kind === 'found') {
      moveFocus.current = true;
      dispatch({ type: 'lookupSucceeded', car: outcome.car });
      setLookup({ status: 'idle' });
    } else {
      setLookup({ status: 'stopped', message: lookupMessage(t, outcome) });
    }
  }

  const registrationOpen = state.displayState === 0 || !state.car;
  return (
    <section aria-labelledby={headingId} data-build={BUILD_ID}>
      <PageHeading id={headingId}>{t('serviceBooking.heading')}</PageHeading>
      <Steps>
        <li>
          <Card as="section" padding="lg">
            <StepHeading t={t} n={1} max={max} title={t('serviceBooking.registrationStep')} done={!registrationOpen} />
            {registrationOpen || !state.car ? (
              <RegistrationForm
                t={t}
                apiBase={props.apiBase}
                state={state}
                dispatch={dispatch}
                busy={lookup.status === 'busy'}
                message={lookup.status === 'stopped' ? lookup.message : null}
                onSubmit={() => void submit()}
              />
            ) : (
              <CompletedRegistration t={t} car={state.car} place={state.location} onEdit={() => dispatch({ type: 'openStep', step: 0 })} />
            )}
          </Card>
        </li>
        {!registrationOpen ? (
          <li>
            <Card as="section" padding="lg">
              <StepHeading ref={nextHeading} t={t} n={2} max={max} title={t('serviceBooking.servicesStep')} />
              {state.car && state.location ? (
                <BookByContact
                  t={t}
                  site={props.site}
                  language={props.language}
                  apiBase={props.apiBase}
                  registrationNumber={state.car.registrationNumber}
                  brand={state.car.brand}
                  place={state.location}
                  onChange={() => dispatch({ type: 'openStep', step: 0 })}
                />
              ) : null}
            </Card>
          </li>
        ) : null}
      </Steps>
    </section>
  );
}
