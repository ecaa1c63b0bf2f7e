import type { Translator } from '@showroom/i18n';
import { TextField } from '@showroom/ui';

/** The highest mileage mechmate takes (the prices call's limit), in mil: six digits are enough. */
const MILEAGE_MAX_DIGITS = 6;

/** What the visitor typed as a mileage: whole mil, digits only; null when nothing is left (spec 3 §5.1). */
export function mileageFromInput(text: string): number | null {
  const digits = text.replace(/\D/g, '').slice(0, MILEAGE_MAX_DIGITS);
  return digits === '' ? null : Number(digits);
}

/** The originalservice offering's mileage in mil; "Ange miltal" while it is missing. */
export function MileageField({ t, value, missing, onChange }: { t: Translator; value: number | null; missing: boolean; onChange: (mileage: number | null) => void }) {
  return (
    <TextField
      label={`${t('serviceBookingServices.mileage')} (${t('serviceBookingServices.mileageUnit')})`}
      error={missing ? t('serviceBookingServices.mileageMissing') : undefined}
      value={value === null ? '' : String(value)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={MILEAGE_MAX_DIGITS}
      onChange={(event) => onChange(mileageFromInput(event.target.value))}
    />
  );
}
