import type { MapConfig } from '@showroom/contracts';
import { Card, lazyPart, partFailureTexts, Spinner } from '@showroom/ui';
import { Suspense, type ReactNode, type Ref } from 'react';
import { isStepDone, stepNumbers } from '../flow/coreMachine';
import { STEP, type Step } from '../flow/flowState';
import type { StepProps } from '../flow/stepProps';
import { StepHeading } from './StepHeading';
import { StepSummary } from './StepSummary';
import { withMachine } from './withMachine';

// Each step's code is fetched when the visitor opens it (or a reload restores it), with the flow's later
// transitions (withMachine).
const ServicesStep = lazyPart(() => withMachine(import(/* webpackChunkName: "booking-services" */ '../services/ServicesStep').then((m) => m.ServicesStep)), 'services step');
const AddonsStep = lazyPart(() => withMachine(import(/* webpackChunkName: "booking-addons" */ '../addons/AddonsStep').then((m) => m.AddonsStep)), 'add-ons step');
const WorkshopStep = lazyPart(() => withMachine(import(/* webpackChunkName: "booking-workshop" */ '../workshop/WorkshopStep').then((m) => m.WorkshopStep)), 'workshop step');
const ContactStep = lazyPart(() => withMachine(import(/* webpackChunkName: "booking-contact" */ '../contact/ContactStep').then((m) => m.ContactStep)), 'contact step');

// The contact form is part of step 4 (spec 3 §4.1: a time is chosen, "then the contact form shows").
const LATER_STEPS = [STEP.services, STEP.addons, STEP.workshop] as const;
type LaterStep = (typeof LATER_STEPS)[number];
const TITLE_KEY = {
  [STEP.services]: 'serviceBooking.servicesStep',
  [STEP.addons]: 'serviceBooking.addonsStep',
  [STEP.workshop]: 'serviceBooking.workshopStep',
} as const;

export interface LaterStepsProps extends StepProps {
  map?: MapConfig;
  /** The open step's heading, focused after the visitor moved on. */
  openHeading: Ref<HTMLHeadingElement>;
}

/** Steps 2 to 4 as far as the visitor has come: the open one with its content, the passed ones collapsed. */
export function LaterSteps(props: LaterStepsProps) {
  const { t, state, dispatch, openHeading } = props;
  const { max } = stepNumbers(state);
  const loading = <Spinner size="sm" label={t('serviceBooking.loadingStep')} />;

  function stepBody(step: LaterStep): ReactNode {
    if (step === STEP.services) return <ServicesStep {...props} partFailure={partFailureTexts(t)} />;
    if (step === STEP.addons) return <AddonsStep {...props} partFailure={partFailureTexts(t)} />;
    if (state.displayState === STEP.workshop) return <WorkshopStep {...props} map={props.map} partFailure={partFailureTexts(t)} />;
    return (
      <>
        <StepSummary t={t} state={state} step={STEP.workshop} title={t(TITLE_KEY[STEP.workshop])} change={{ label: t('serviceBookingWorkshop.changeWorkshopOrTime'), onClick: () => dispatch({ type: 'changeWorkshopOrTime' }) }} />
        <ContactStep {...props} partFailure={partFailureTexts(t)} />
      </>
    );
  }

  return LATER_STEPS.filter((step) => step < state.bookingState).map((step: LaterStep) => {
    const open = step === state.displayState || (step === STEP.workshop && state.displayState === STEP.contact);
    const title = t(TITLE_KEY[step]);
    return (
      <li key={step}>
        <Card as="section" padding="lg">
          <StepHeading ref={open ? openHeading : undefined} t={t} n={stepNumbers(state, step).n} max={max} title={title} done={!open && isStepDone(state, step as Step)} />
          {open ? (
            <Suspense fallback={loading}>{stepBody(step)}</Suspense>
          ) : (
            <StepSummary t={t} state={state} step={step} title={title} change={{ label: t('serviceBooking.edit'), onClick: () => dispatch({ type: 'openStep', step }) }} />
          )}
        </Card>
      </li>
    );
  });
}
