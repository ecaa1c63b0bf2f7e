import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import type { ServiceType } from '@showroom/contracts/lead-forms';
import { Checkbox, ErrorText } from '@showroom/ui';

export interface ServiceTypePickerLabels {
  legend: string;
  toggle: string;
  none: string;
  chosen: string;
  /** "Fjern {name}" with the name filled in. */
  remove: (name: string) => string;
}

export interface ServiceTypePickerProps {
  options: readonly ServiceType[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  labels: ServiceTypePickerLabels;
  error?: string;
}

const Fieldset = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const Legend = styled.legend(({ theme }) => ({ padding: 0, marginBottom: theme.space.xxs, fontWeight: theme.fontWeights.bold }));

const Chips = styled.ul(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, listStyle: 'none', margin: `0 0 ${theme.space.sm}`, padding: 0 }));

const Chip = styled.li(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xxs,
  padding: `0 0 0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  color: theme.colors.text,
}));

// At least 24 by 24 px (WCAG 2.5.8); 32 here, round, inside the chip.
const Remove = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  minHeight: '32px',
  border: 0,
  borderRadius: theme.radii.pill,
  background: 'transparent',
  color: theme.colors.text,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '1px' },
}));

const None = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.sm}`, color: theme.colors.mutedText }));

const Toggle = styled.button(({ theme }) => ({
  minHeight: '44px',
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.background,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.bold,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

// The grid would override the hidden attribute's display: none; the closed list stays out of the tab order.
const Options = styled.div(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: theme.space.md, marginTop: theme.space.xs, '&[hidden]': { display: 'none' } }));

/**
 * The service types as a multi-select with removable chips (spec 3 §2.6): a disclosure button opens the
 * types as checkboxes; each chosen type shows as a chip with a "Fjern <name>" button. After a removal the
 * focus moves to the next chip's button (or the previous, or the disclosure button), never to the page's top.
 */
export function ServiceTypePicker({ options, value, onChange, labels, error }: ServiceTypePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const removeRefs = useRef(new Map<string, HTMLButtonElement>());
  const chosen = options.filter((option) => value.includes(option.name));
  const errorId = error ? `${id}-error` : undefined;

  const set = (name: string, on: boolean) => {
    // Kept in the types' own order, whatever order they were ticked in.
    const next = new Set(value);
    if (on) next.add(name);
    else next.delete(name);
    onChange(options.filter((option) => next.has(option.name)).map((option) => option.name));
  };

  const remove = (index: number) => {
    const gone = chosen[index];
    if (!gone) return;
    const neighbour = chosen[index + 1] ?? chosen[index - 1];
    set(gone.name, false);
    const target = neighbour ? removeRefs.current.get(neighbour.name) : toggleRef.current;
    target?.focus();
  };

  return (
    <Fieldset aria-describedby={errorId}>
      <Legend>{labels.legend}</Legend>
      {chosen.length > 0 ? (
        <Chips aria-label={labels.chosen}>
          {chosen.map((option, index) => (
            <Chip key={option.id}>
              <span>{option.name}</span>
              <Remove
                type="button"
                aria-label={labels.remove(option.name)}
                ref={(button) => {
                  if (button) removeRefs.current.set(option.name, button);
                  else removeRefs.current.delete(option.name);
                }}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </Remove>
            </Chip>
          ))}
        </Chips>
      ) : (
        <None>{labels.none}</None>
      )}
      <Toggle type="button" ref={toggleRef} aria-expanded={open} aria-controls={`${id}-options`} onClick={() => setOpen((o) => !o)}>
        {labels.toggle}
      </Toggle>
      <Options id={`${id}-options`} hidden={!open}>
        {options.map((option) => (
          <Checkbox key={option.id} label={option.name} value={option.name} checked={value.includes(option.name)} onChange={(event) => set(option.name, event.currentTarget.checked)} />
        ))}
      </Options>
      <ErrorText id={errorId}>{error}</ErrorText>
    </Fieldset>
  );
}
