import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef, type MouseEvent } from 'react';
import type { WorkshopDealer } from '@showroom/contracts';
import { Select } from '@showroom/ui';
import { findPicker } from './pickerAnchor';

export interface DealerFieldLabels {
  dealer: string;
  /** The label of the picker's choice (the picker itself is the "nearest dealer" group). */
  chosen: string;
  none: string;
  missing: string;
  link: string;
  placeholder: string;
  failed: string;
  motorcycle: string;
}

type Mode =
  /** A motorcycle: the one motorcycle dealer, no choice. */
  | { kind: 'motorcycle' }
  /** The page's dealer picker chooses; the form shows the choice. */
  | { kind: 'picker'; field: string; chosen: string | null }
  /** No picker on the page: the form's own select. */
  | { kind: 'select'; dealers: readonly WorkshopDealer[]; failed: boolean; select: ComponentPropsWithRef<'select'> };

const Box = styled.div({ minWidth: 0 });
const Label = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space.xxs}`, fontWeight: theme.fontWeights.bold }));
const Value = styled.p({ margin: 0 });
const Alert = styled.p(({ theme }) => ({ margin: `${theme.space.xxs} 0 0`, color: theme.colors.danger, fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.bold }));
const Link = styled.a(({ theme }) => ({ color: theme.colors.danger, display: 'inline-block', minHeight: '24px', marginLeft: theme.space.xxs }));

/** The dealer part of the workshop form (spec 3 §2.6 "nearest dealer", §5.3 dealer required). */
export function DealerField({ mode, error, labels }: { mode: Mode; error?: string | undefined; labels: DealerFieldLabels }) {
  const id = useId();
  if (mode.kind === 'motorcycle') {
    return (
      <Box>
        <Label>{labels.dealer}</Label>
        <Value data-dealer="motorcycle">{labels.motorcycle}</Value>
      </Box>
    );
  }
  if (mode.kind === 'select') {
    return (
      <Select label={labels.dealer} aria-required="true" error={mode.failed ? labels.failed : error} {...mode.select}>
        <option value="">{labels.placeholder}</option>
        {mode.dealers.map((dealer) => (
          <option key={dealer.site_id} value={dealer.site_id}>
            {dealer.name}
          </option>
        ))}
      </Select>
    );
  }
  const picker = error && typeof document !== 'undefined' ? findPicker(mode.field) : null;
  const focusPicker = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = findPicker(mode.field)?.focusTarget;
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
  };
  return (
    <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <Label id={`${id}-label`}>{labels.chosen}</Label>
      <Value aria-live="polite" data-dealer={mode.chosen ?? ''}>
        {mode.chosen ?? labels.none}
      </Value>
      {error ? (
        <Alert id={`${id}-error`} role="alert">
          {labels.missing}.{' '}
          {picker ? (
            <Link href={`#${picker.id}`} onClick={focusPicker}>
              {labels.link}
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </Box>
  );
}
