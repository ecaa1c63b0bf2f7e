import type { Translator } from '@showroom/i18n';
import type { AuthOutcome } from '../api/auth';

/**
 * The text for a login or validate that did not go through: the server's message as is (spec 3 §8; the BFF's
 * 429 carries a Swedish one too), else a too-many text for a bare 429 and the generic failure for the rest.
 */
export function authProblemText(t: Translator, outcome: Exclude<AuthOutcome<unknown>, { kind: 'ok' }>): string {
  if (outcome.kind === 'refused') return outcome.message;
  return outcome.status === 429 ? t('tireHotelFlow.tooManyRequests') : t('tireHotel.searchFailed');
}
