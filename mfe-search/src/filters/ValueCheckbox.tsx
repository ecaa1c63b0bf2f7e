import { memo, type ReactNode } from 'react';
import { Checkbox } from '@showroom/ui';

export interface ValueCheckboxProps {
  label: ReactNode;
  count: string;
  checked: boolean;
  disabled: boolean;
  /** What onToggle is called with: the value's text, or a nested value's path. */
  value: string;
  onToggle(value: string): void;
}

/**
 * One facet value: the design system's checkbox with its text and count ("BMW (12)"). Memoised: a
 * click re-renders its facet with one value changed, and the others keep their props when the facet
 * passes the same onToggle (issue 14, bench:search-ui).
 */
export const ValueCheckbox = memo(function ValueCheckbox({ label, count, checked, disabled, value, onToggle }: ValueCheckboxProps) {
  return <Checkbox label={label} trailing={`(${count})`} checked={checked} disabled={disabled} value={value} onChange={() => onToggle(value)} />;
});
