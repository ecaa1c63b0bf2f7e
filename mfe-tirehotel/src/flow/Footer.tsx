import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { mailtoHref } from '@showroom/ui';
import type { ReactNode } from 'react';

const Bar = styled.footer(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  marginTop: theme.space.lg,
  paddingTop: theme.space.md,
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.mutedText,
}));

/** The footer of every state (spec 3 §2.7): the contact e-mail of the content configuration and, when logged in, log-out. */
export function Footer({ t, contactEmail, children }: { t: Translator; contactEmail: string | undefined; children?: ReactNode }) {
  const href = mailtoHref(contactEmail);
  if (!href && !children) return null;
  return (
    <Bar>
      {href ? (
        <span>
          {t('tireHotel.footerContact')} <a href={href}>{contactEmail}</a>
        </span>
      ) : null}
      {children}
    </Bar>
  );
}
