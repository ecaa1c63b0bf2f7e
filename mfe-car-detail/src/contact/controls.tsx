import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ErrorText } from '@showroom/ui';

// The design system has text fields and radios; the contact form also needs a text area, a
// select and checkboxes. They follow TextField and Radio: a visible label, 44px targets, the
// error linked by aria-describedby, and `ref` on the native control for react-hook-form.

const Label = styled.label(({ theme }) => ({
  display: 'block',
  marginBottom: theme.space.xxs,
  fontWeight: theme.fontWeights.bold,
}));

const controlStyles = ({ theme, invalid }: { theme: import('@emotion/react').Theme; invalid: boolean }) => ({
  display: 'block',
  width: '100%',
  minHeight: '44px',
  padding: `0 ${theme.space.sm}`,
  border: `${invalid ? 2 : 1}px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  // 16px keeps iOS Safari from zooming into the field on focus.
  fontSize: theme.fontSizes.md,
  '&:disabled': { background: theme.colors.surface, cursor: 'not-allowed' },
});

const notInvalid = (prop: string) => prop !== 'invalid';

const Area = styled('textarea', { shouldForwardProp: notInvalid })<{ invalid: boolean }>((props) => ({
  ...controlStyles(props),
  minHeight: '120px',
  padding: props.theme.space.sm,
  resize: 'vertical',
}));

const Choice = styled('select', { shouldForwardProp: notInvalid })<{ invalid: boolean }>(controlStyles);

interface FieldProps {
  label: ReactNode;
  error?: ReactNode;
}

function useFieldIds(id: string | undefined, error: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, errorId: error ? `${controlId}-error` : undefined };
}

/** A labelled multi-line text input. */
export function TextArea({ label, error, id, ...rest }: FieldProps & ComponentPropsWithRef<'textarea'>) {
  const { controlId, errorId } = useFieldIds(id, error);
  return (
    <div>
      <Label htmlFor={controlId}>{label}</Label>
      <Area id={controlId} invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...rest} />
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}

/** A labelled native select; `children` are its `<option>`s. */
export function Select({ label, error, id, children, ...rest }: FieldProps & ComponentPropsWithRef<'select'>) {
  const { controlId, errorId } = useFieldIds(id, error);
  return (
    <div>
      <Label htmlFor={controlId}>{label}</Label>
      <Choice id={controlId} invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...rest}>
        {children}
      </Choice>
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}

// The whole label is the click target, at least 44px high, so the small native box is not.
const CheckLabel = styled.label(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '44px',
  paddingRight: theme.space.sm,
  cursor: 'pointer',
}));

const Box = styled.input(({ theme }) => ({
  width: '20px',
  height: '20px',
  margin: 0,
  flex: 'none',
  accentColor: theme.colors.primary,
  cursor: 'inherit',
  '&:disabled': { cursor: 'not-allowed' },
}));

/** A native checkbox with its label. */
export function Checkbox({ label, ...rest }: { label: ReactNode } & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return (
    <CheckLabel>
      <Box type="checkbox" {...rest} />
      <span>{label}</span>
    </CheckLabel>
  );
}
