import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';

const Wrap = styled.span`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  min-height: 44px;
  padding: 0 4px;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: inherit;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  cursor: help;
`;

const Bubble = styled.span`
  position: absolute;
  z-index: 2;
  top: 100%;
  left: 0;
  width: max-content;
  max-width: min(320px, 80vw);
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.875rem;
  line-height: 1.4;
  white-space: normal;
  &[hidden] {
    display: none;
  }
`;

/**
 * A tooltip on a small button: shown on hover and keyboard focus, toggled by a tap, dismissed with
 * Escape (which then does not reach the dialog around it), and hoverable (WCAG 1.4.13).
 */
export function Tooltip({ text, children }: { text: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Wrap onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Trigger
        type="button"
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {children}
      </Trigger>
      <Bubble id={id} role="tooltip" hidden={!open}>
        {text}
      </Bubble>
    </Wrap>
  );
}
