import { TextField } from '@showroom/ui';

export interface ValueSearchProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** The search box over a long value list (shown from 10 values on). */
export function ValueSearch({ label, value, onChange }: ValueSearchProps) {
  return <TextField type="search" label={label} hideLabel placeholder={label} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />;
}
