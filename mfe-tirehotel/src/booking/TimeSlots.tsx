import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { useId } from 'react';

export interface TimeSlotsProps {
  t: Translator;
  /** HH:mm, sorted, at least one. */
  times: readonly string[];
  selected: string | undefined;
  onSelect(time: string): void;
}

const Fieldset = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const Legend = styled.legend(({ theme }) => ({ padding: 0, marginBottom: theme.space.xs, fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.md }));
const Options = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }));
// The native radio stays (arrow keys, one tab stop, checked state for screen readers) but out of sight; the
// label is the 44px target and shows the state and the focus.
const Input = styled.input({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });
const Pill = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '72px',
  minHeight: '44px',
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.background,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.bold,
  cursor: 'pointer',
  'input:checked + &': { background: theme.colors.primary, borderColor: theme.colors.primary, color: theme.colors.onPrimary },
  'input:focus-visible + &': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));
const Option = styled.label({ position: 'relative', display: 'inline-flex' });

/** The chosen day's start times as a radio group (spec 3 §2.7 time-slot grid). */
export function TimeSlots({ t, times, selected, onSelect }: TimeSlotsProps) {
  const name = useId();
  return (
    <Fieldset>
      <Legend>{t('tireHotelBooking.slots.heading')}</Legend>
      <Options>
        {times.map((time) => (
          <Option key={time}>
            <Input type="radio" name={name} value={time} checked={time === selected} onChange={() => onSelect(time)} />
            <Pill>{time}</Pill>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
