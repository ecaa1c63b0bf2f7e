import type { ComponentType } from 'react';
import type { StepProps } from '../flow/stepProps';

/**
 * A later step's component, loaded with the flow's later transitions: its `dispatch` takes every action of the
 * flow (the page's own reducer knows step 1 only). Used as `lazyPart(() => withMachine(import(...)), name)`.
 */
export async function withMachine<P extends StepProps>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Step, { liftDispatch }] = await Promise.all([component, import(/* webpackChunkName: "booking-machine" */ '../flow/bookingMachine')]);
  function WithMachine(props: P) {
    return <Step {...props} dispatch={liftDispatch(props.dispatch)} />;
  }
  return WithMachine;
}
