import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

/** A field's visible label. */
export const FieldLabel = styled.label(({ theme }) => ({
  display: 'block',
  marginBottom: theme.space.xxs,
  fontWeight: theme.fontWeights.bold,
}));

/** Help text under a label, linked to its control by aria-describedby. */
export const FieldHint = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space.xxs}`,
  color: theme.colors.mutedText,
  fontSize: theme.fontSizes.sm,
}));

/** Joins description ids, skipping the empty ones; undefined when none remain. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** The control's id (given or generated) and its error's id when there is an error. */
export function useFieldIds(id: string | undefined, error: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, errorId: error ? `${controlId}-error` : undefined };
}
