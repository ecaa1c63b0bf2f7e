import type { Translator } from '@showroom/i18n';
import { Button, Card, lazyPart, partFailureTexts, Spinner } from '@showroom/ui';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { trackPurchase, trackStep } from '../analytics/track';
import { FocusOnEnter } from './FocusOnEnter';
import { FLOW_STEP, flowReducer, isLoggedIn, type FlowAction, type FlowPage, type FlowState } from './flowMachine';
import { Footer } from './Footer';
import { useTireHotelFlow } from './useTireHotelFlow';

// Every state's component is a chunk of its own, fetched when the flow gets there (the page is at its JavaScript
// ceiling, perf/budgets.json). TireHotel prefetches Login's while the search runs.
const LoginStep = lazyPart(() => import(/* webpackChunkName: "tirehotel-login" */ './LoginStep').then((m) => m.LoginStep), 'login step');
const ValidateStep = lazyPart(() => import(/* webpackChunkName: "tirehotel-validate" */ './ValidateStep').then((m) => m.ValidateStep), 'code step');
const LoggedInStep = lazyPart(() => import(/* webpackChunkName: "tirehotel-loggedin" */ './LoggedInStep').then((m) => m.LoggedInStep), 'logged-in step');
const BookingStep = lazyPart(() => import(/* webpackChunkName: "tirehotel-booking" */ '../booking/BookingStep').then((m) => m.BookingStep), 'booking step');
const ConfirmationStep = lazyPart(() => import(/* webpackChunkName: "tirehotel-confirmation" */ '../confirmation/ConfirmationStep').then((m) => m.ConfirmationStep), 'confirmation step');

export interface FlowProps {
  t: Translator;
  apiBase: string;
  contactEmail: string | undefined;
  /** Where the flow starts: Login for a found customer, or the state a stored session resumes. */
  initial: Exclude<FlowState, { page: 'search' }>;
  /** Whether `initial` is the visitor's move (a search), so its heading takes focus; a resumed session does not. */
  moved: boolean;
  /** The flow went back to Search (restart, log-out, another car): the page's Search takes over with this number. */
  onSearch(regNo: string): void;
}

/** The flow from Login on (spec 3 §2.7, §4.4), over the pure state machine of flowMachine.ts. */
export default function Flow({ t, apiBase, contactEmail, initial, moved, onSearch }: FlowProps) {
  const [state, dispatch] = useTireHotelFlow(initial);
  const [focusPage, setFocusPage] = useState<FlowPage | null>(moved ? initial.page : null);
  const container = useRef<HTMLDivElement>(null);
  const focusDone = useCallback(() => setFocusPage(null), []);

  /** A move of the visitor's: the state changes and focus goes to the new state's heading. */
  function go(action: FlowAction) {
    const next = flowReducer(state, action);
    if (next.page !== state.page) setFocusPage(next.page);
    dispatch(action);
  }

  // Spec 3 §7.5: flow steps as each state is entered; Search (1) is the page's.
  useEffect(() => {
    if (state.page === 'search') onSearch(state.regNo);
    else trackStep(FLOW_STEP[state.page]);
  }, [state.page, state.regNo, onSearch]);

  const logOut = () => go({ type: 'logOut' });
  function step() {
    switch (state.page) {
      case 'search':
        return null;
      case 'login':
        return (
          <LoginStep
            t={t}
            apiBase={apiBase}
            customer={state.customer}
            contactEmail={contactEmail}
            onCodeSent={(credentials) => go({ type: 'codeSent', credentials })}
            onRestart={() => go({ type: 'restart' })}
            partFailure={partFailureTexts(t)}
          />
        );
      case 'validate':
        return (
          <ValidateStep
            t={t}
            apiBase={apiBase}
            customer={state.customer}
            credentials={state.credentials}
            onCodeSent={(credentials) => go({ type: 'codeSent', credentials })}
            onValidated={(validated) => go({ type: 'codeAccepted', validated })}
            partFailure={partFailureTexts(t)}
          />
        );
      case 'loggedIn':
        return <LoggedInStep t={t} vehicle={state.vehicle} onBook={() => go({ type: 'bookWheelChange' })} onAnotherCar={logOut} partFailure={partFailureTexts(t)} />;
      case 'booking':
        return (
          <BookingStep
            t={t}
            apiBase={apiBase}
            vehicle={state.vehicle}
            token={state.credentials.authorizationToken}
            onBack={() => go({ type: 'back' })}
            onBooked={(confirmation) => {
              trackPurchase(confirmation.bookingConfirmationId);
              go({ type: 'booked', confirmation });
            }}
            partFailure={partFailureTexts(t)}
          />
        );
      case 'confirmation':
        return <ConfirmationStep t={t} apiBase={apiBase} confirmation={state.confirmation} token={state.credentials.authorizationToken} onAnotherCar={logOut} partFailure={partFailureTexts(t)} />;
    }
  }

  return (
    <>
      <Card padding="lg">
        <div ref={container} data-tire-hotel-state={state.page}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            {step()}
            <FocusOnEnter key={state.page} container={container} active={focusPage === state.page} onDone={focusDone} />
          </Suspense>
        </div>
      </Card>
      <Footer t={t} contactEmail={contactEmail}>
        {isLoggedIn(state) ? (
          <Button variant="ghost" onClick={logOut}>
            {t('tireHotelFlow.logOut')}
          </Button>
        ) : null}
      </Footer>
    </>
  );
}
