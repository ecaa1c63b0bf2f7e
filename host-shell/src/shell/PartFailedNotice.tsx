import { useEffect, useRef } from 'react';
import { Button } from '@showroom/ui';
import type { Translator } from '@showroom/i18n';
import type { RetryPart } from './ShellPartBoundary';

/**
 * A shell part whose code did not come (ShellPartBoundary's `failed`): says so, with a button that fetches it again.
 * When a try fails again, focus, left on the page by the button that went away, comes back to the new button; a first
 * failure takes no focus (the part failed as the visitor came near it, not because they pressed anything).
 */
export function PartFailedNotice({ t, retry, again }: { t: Translator; retry: RetryPart; again: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (again && (document.activeElement === null || document.activeElement === document.body)) button.current?.focus();
  }, [again]);
  return (
    <div role="alert">
      <p>{t('common.partFailed')}</p>
      <Button ref={button} variant="secondary" onClick={retry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
