import styled from '@emotion/styled';
import { useId } from 'react';

export interface SortSelectProps {
  options: { name: string; label: string }[];
  value: string;
  onChange(name: string): void;
  /** The visible label, e.g. t('carSearch.sortLabel'). */
  label: string;
}

const Field = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.xs }));

const Select = styled.select(({ theme }) => ({
  minHeight: '44px',
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: theme.fontSizes.md,
}));

/** The sort order: a native select with a visible label; nothing without options. */
export function SortSelect({ options, value, onChange, label }: SortSelectProps) {
  const id = useId();
  const usable = (Array.isArray(options) ? options : []).filter((o) => o && typeof o.name === 'string' && typeof o.label === 'string');
  if (usable.length === 0) return null;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {usable.map((option) => (
          <option key={option.name} value={option.name}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
