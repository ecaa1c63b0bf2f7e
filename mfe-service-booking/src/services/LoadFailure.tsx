import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { Button, mailtoHref } from '@showroom/ui';

const Box = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'start', '& p': { margin: 0 } }));

const Message = styled.p(({ theme }) => ({ color: theme.colors.danger, fontWeight: theme.fontWeights.bold }));

/** Spec 3 §8 "Services fetch failure": the message, the support e-mail when the page has one, and a retry. */
export function LoadFailure({ t, message, supportEmail, onRetry }: { t: Translator; message: string; supportEmail?: string; onRetry: () => void }) {
  const href = mailtoHref(supportEmail);
  return (
    <Box>
      <Message role="alert">{message}</Message>
      {href ? (
        <p>
          {t('serviceBookingServices.supportContact')} <a href={href}>{supportEmail?.trim()}</a>
        </p>
      ) : null}
      <Button variant="secondary" onClick={onRetry}>
        {t('serviceBookingServices.retry')}
      </Button>
    </Box>
  );
}
