import { useId } from 'react';
import { css, useThemeClass, type ThemedStyles } from '@showroom/ui';

export interface SortSelectProps {
  options: { name: string; label: string }[];
  value: string;
  onChange(name: string): void;
  /** The visible label, e.g. t('carSearch.sortLabel'). */
  label: string;
}

// One class made once (useThemeClass), the select styled from it: the toolbar renders with every filter change.
const fieldStyles: ThemedStyles = (theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space.xs,
    '& > select': {
      minHeight: '44px',
      padding: `0 ${theme.space.sm}`,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      background: theme.colors.background,
      color: theme.colors.text,
      font: 'inherit',
      fontSize: theme.fontSizes.md,
    },
  });

/** The sort order: a native select with a visible label; nothing without options. */
export function SortSelect({ options, value, onChange, label }: SortSelectProps) {
  const id = useId();
  const fieldClass = useThemeClass(fieldStyles);
  const usable = (Array.isArray(options) ? options : []).filter((o) => o && typeof o.name === 'string' && typeof o.label === 'string');
  if (usable.length === 0) return null;
  return (
    <div className={fieldClass}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {usable.map((option) => (
          <option key={option.name} value={option.name}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
