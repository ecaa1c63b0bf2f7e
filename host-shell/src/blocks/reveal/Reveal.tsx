import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useReveal } from './useReveal';

const Box = styled.div`
  &[data-reveal='hidden'] {
    opacity: 0;
  }
  &[data-reveal='hidden'][data-reveal-kind='text'] {
    transform: translateY(24px);
  }
  &[data-reveal='hidden'][data-reveal-kind='media'] {
    transform: scale(0.96);
  }
  &[data-reveal='revealed'] {
    opacity: 1;
    transform: none;
    transition:
      opacity 600ms ease-out,
      transform 600ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-reveal] {
      opacity: 1;
      transform: none;
      transition: none;
    }
  }
`;

/** Fades text up or media in when it scrolls into view (the CMS's UseTextAnimations / UseMediaAnimations). */
export function Reveal({ enabled, kind, className, children }: { enabled: boolean; kind: 'text' | 'media'; className?: string; children: ReactNode }) {
  const { ref, phase } = useReveal<HTMLDivElement>(enabled);
  return (
    <Box ref={ref} className={className} data-reveal={phase} data-reveal-kind={kind}>
      {children}
    </Box>
  );
}
