import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { VisuallyHidden } from '@showroom/ui';
import type { Ref } from 'react';

const Heading = styled.h2(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: theme.space.xs,
  margin: `0 0 ${theme.space.sm}`,
  fontSize: theme.fontSizes.lg,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

const Label = styled.span(({ theme }) => ({ color: theme.colors.mutedText, fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.regular }));

const Check = styled.span(({ theme }) => ({ color: theme.colors.success, fontWeight: theme.fontWeights.bold }));

/** "Steg n/max" and the step's title; a completed step carries a check mark. */
export function StepHeading({ t, n, max, title, done = false, ref }: { t: Translator; n: number; max: number; title: string; done?: boolean; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <Heading ref={ref} tabIndex={-1}>
      {done ? (
        <Check>
          <span aria-hidden="true">✓</span>
          <VisuallyHidden>{t('serviceBooking.stepDone')}</VisuallyHidden>
        </Check>
      ) : null}
      <Label>{t('serviceBooking.step', { n, max })}</Label>
      <span>{title}</span>
    </Heading>
  );
}
