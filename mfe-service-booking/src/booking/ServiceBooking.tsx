import styled from '@emotion/styled';
import type { ServiceBookingProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { BUILD_ID } from '@showroom/mfe-runtime';
import { Card, lazyPart, PageHeading, partFailureTexts, Spinner } from '@showroom/ui';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { trackError, trackStep } from '../analytics/track';
import { lookupCar } from '../api/mechmate';
import { STEP } from '../flow/flowState';
import type { StepProps } from '../flow/stepProps';
import { stepNumbers } from '../flow/coreMachine';
import { useBookingStore } from '../flow/useBookingStore';
import { BrandIntro } from '../intro/BrandIntro';
import { lookupMessage } from './lookupOutcome';
import { placeFromPosition } from './placeFromPosition';
import { RegistrationForm } from './RegistrationForm';
import { StepHeading } from './StepHeading';

// Everything after step 1 is fetched when the visitor gets there (or a reload restores a later step): the
// page's first load carries only the registration step (perf/budgets.json, "service booking").
const LaterSteps = lazyPart(() => import(/* webpackChunkName: "booking-later" */ './LaterSteps').then((m) => m.LaterSteps), 'booking steps 2-4');
const Confirmation = lazyPart(() => import(/* webpackChunkName: "booking-confirmation" */ '../confirmation/Confirmation').then((m) => m.Confirmation), 'booking confirmation');
const BookingSummary = lazyPart(() => import(/* webpackChunkName: "booking-summary" */ '../summary/BookingSummary').then((m) => m.BookingSummary), 'booking summary');
const CompletedRegistration = lazyPart(() => import(/* webpackChunkName: "booking-later" */ './CompletedRegistration').then((m) => m.CompletedRegistration), 'completed registration');

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Desktop: the summary is a sticky panel beside the steps (spec 3 §2.2); on phones it is a bottom sheet.
  '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)', alignItems: 'start' },
}));

const Steps = styled.ol(({ theme }) => ({ display: 'grid', gap: theme.space.md, margin: 0, padding: 0, listStyle: 'none' }));

type Lookup = { status: 'idle' } | { status: 'busy' } | { status: 'stopped'; message: string };

/** The actions that open another step: after them the open step's heading takes focus. */
const STEP_MOVES: ReadonlySet<string> = new Set(['openStep', 'servicesDone', 'addonsDone', 'addonsUnavailable', 'chooseTime', 'changeWorkshopOrTime']);

function Loading({ label }: { label: string }) {
  return <Spinner size="sm" label={label} />;
}

/**
 * The service-booking flow of spec 3 §2.2 and §4.1: registration and place, services, add-ons, workshop and
 * time, contact details, confirmation. The flow itself is the pure reducer in ../flow; this component binds it.
 */
export function ServiceBooking(props: ServiceBookingProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const { state, dispatch } = useBookingStore(props.registrationNumber, placeFromPosition(props.position, t('serviceBooking.placeFromDealer')));
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const headingElement = useRef<HTMLHeadingElement | null>(null);
  const moveFocus = useRef(false);
  // The open step's heading takes focus after the visitor moved on, so a screen reader hears where they are. A later
  // step's heading mounts only once its code has loaded, so the focus waits for it here as well as in the effect below.
  const openHeading = useCallback((element: HTMLHeadingElement | null) => {
    headingElement.current = element;
    if (element && moveFocus.current) {
      moveFocus.current = false;
      element.focus();
    }
  }, []);
  const { max } = stepNumbers(state);
  const booked = state.bookingInfo.id !== null;
  const stepProps: StepProps = { t, language: props.language, site: props.site, apiBase: props.apiBase, state, dispatch };

  // A changed registration number or place makes the last error stale.
  useEffect(() => setLookup((l) => (l.status === 'stopped' ? { status: 'idle' } : l)), [state.registrationNumber, state.location]);

  useEffect(() => {
    trackStep(state.displayState + 1);
    if (moveFocus.current && headingElement.current) {
      moveFocus.current = false;
      headingElement.current.focus();
    }
  }, [state.displayState]);

  const dispatchAndFocus: StepProps['dispatch'] = (action) => {
    // A later step's action arrives lifted (an `apply`), named by `of`.
    if (STEP_MOVES.has(action.type === 'apply' ? action.of : action.type)) moveFocus.current = true;
    dispatch(action);
  };

  async function submit() {
    setLookup({ status: 'busy' });
    const outcome = await lookupCar(props.apiBase, state.registrationNumber);
    if (outcome.kind === 'found') {
      moveFocus.current = true;
      dispatch({ type: 'lookupSucceeded', car: outcome.car });
      setLookup({ status: 'idle' });
    } else {
      trackError('lookup', outcome.kind === 'unsupported' ? `unsupported:${outcome.brand}` : outcome.error.code);
      setLookup({ status: 'stopped', message: lookupMessage(t, outcome) });
    }
  }

  const registrationOpen = state.displayState === STEP.registration || !state.car;
  return (
    <section aria-labelledby={headingId} data-build={BUILD_ID}>
      <PageHeading id={headingId}>{t('serviceBooking.heading')}</PageHeading>
      <BrandIntro t={t} apiBase={props.apiBase} state={state} />
      {booked ? (
        <Suspense fallback={<Loading label={t('serviceBooking.loadingStep')} />}>
          <Confirmation {...stepProps} partFailure={partFailureTexts(t)} />
        </Suspense>
      ) : (
        <Layout>
          <Steps>
            <li>
              <Card as="section" padding="lg">
                <StepHeading ref={registrationOpen ? openHeading : undefined} t={t} n={1} max={max} title={t('serviceBooking.registrationStep')} done={!registrationOpen} />
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
                  <Suspense fallback={null}>
                    <CompletedRegistration t={t} car={state.car} place={state.location} onEdit={() => dispatchAndFocus({ type: 'openStep', step: STEP.registration })} partFailure={partFailureTexts(t)} />
                  </Suspense>
                )}
              </Card>
            </li>
            {state.car ? (
              <Suspense fallback={null}>
                <LaterSteps {...stepProps} dispatch={dispatchAndFocus} map={props.map} supportEmail={props.supportEmail} openHeading={openHeading} partFailure={partFailureTexts(t)} />
              </Suspense>
            ) : null}
          </Steps>
          {state.car && !registrationOpen ? (
            <Suspense fallback={null}>
              <BookingSummary {...stepProps} partFailure={partFailureTexts(t)} />
            </Suspense>
          ) : null}
        </Layout>
      )}
    </section>
  );
}
