import type { SelectedService } from '../flow/flowState';
import { selectionOf } from '../flow/selection';

/**
 * Which way on the add-ons step offers (spec 3 §4.1): "continue without add-ons" only while none is chosen,
 * "continue with add-ons" only with at least one. The reducer's addonsDone enforces the same rule.
 */
export function addonsWayOn(services: Record<string, SelectedService>): { withAddons: boolean } {
  return { withAddons: selectionOf(services, 'addon').length > 0 };
}
