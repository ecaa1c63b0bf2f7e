import { trackFormInteraction, type TireHotelForm } from '../analytics/track';

// Spec 3 §7.5: one form-interaction event per form and page view, whichever state mounts the form again.
const interacted = new Set<TireHotelForm>();

/** Reports the visitor's first interaction with a form; later ones are not sent again. */
export function formInteraction(form: TireHotelForm): void {
  if (interacted.has(form)) return;
  interacted.add(form);
  trackFormInteraction(form);
}

/** For tests: a new page view. */
export function resetFormInteractions(): void {
  interacted.clear();
}
