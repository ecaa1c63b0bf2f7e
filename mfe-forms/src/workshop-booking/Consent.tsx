import { useId } from 'react';
import { Checkbox, ErrorText, type CheckboxProps } from '@showroom/ui';

/** A checkbox the visitor must tick (spec 3 §5.3: GDPR and newsletter), its error linked to it. */
export function Consent({ error, ...rest }: CheckboxProps & { error?: string | undefined }) {
  const errorId = `${useId()}-error`;
  return (
    <div>
      <Checkbox aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}
