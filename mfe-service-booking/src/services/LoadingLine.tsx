import { Spinner } from '@showroom/ui';

/** A loading line that says what is loading, visibly and to screen readers (once: the visible text is hidden from them). */
export function LoadingLine({ label }: { label: string }) {
  return (
    <p>
      <Spinner size="sm" label={label} /> <span aria-hidden="true">{label}</span>
    </p>
  );
}
