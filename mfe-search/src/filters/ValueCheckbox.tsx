import type { ReactNode } from 'react';
import { Checkbox } from '@showroom/ui';

export interface ValueCheckboxProps {
  label: ReactNode;
  count: string;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
}

/** One facet value: the design system's checkbox with its text and count ("BMW (12)"). */
export function ValueCheckbox({ label, count, checked, disabled, onToggle }: ValueCheckboxProps) {
  return <Checkbox label={label} trailing={`(${count})`} checked={checked} disabled={disabled} onChange={onToggle} />;
}
