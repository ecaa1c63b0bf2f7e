import type { Translator } from '@showroom/i18n';
import { TextField } from '@showroom/ui';
import { MESSAGE_MAX_LENGTH } from '../flow/selection';

/** A user-input offering's message: at most 80 characters with a counter; "Ange meddelande" while it is missing. */
export function MessageField({ t, value, missing, onChange }: { t: Translator; value: string; missing: boolean; onChange: (text: string) => void }) {
  return (
    <TextField
      label={t('serviceBookingServices.message')}
      hint={t('serviceBookingServices.messageCounter', { count: value.length, max: MESSAGE_MAX_LENGTH })}
      error={missing ? t('serviceBookingServices.messageMissing') : undefined}
      value={value}
      maxLength={MESSAGE_MAX_LENGTH}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value.slice(0, MESSAGE_MAX_LENGTH))}
    />
  );
}
