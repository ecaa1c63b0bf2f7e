import type { Translator } from '@showroom/i18n';
import type { PeriodSlider } from '../calculators';
import { SliderField } from './SliderField';

/** The contract period slider of the loan and company leasing calculators; nothing when only one period is offered (spec 2 §5). */
export function PeriodField({ name, period, months, t, onChange }: { name: string; period: PeriodSlider; months: number; t: Translator; onChange: (months: number) => void }) {
  if (period.hidden) return null;
  return (
    <SliderField
      name={name}
      label={t('carDetail.period')}
      value={months}
      min={period.min}
      max={period.max}
      step={period.step}
      valueText={t('carDetail.months', { count: months })}
      onChange={onChange}
    />
  );
}
