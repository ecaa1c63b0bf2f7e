import styled from '@emotion/styled';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@showroom/ui';
import { useOverflow } from './useOverflow';
import { ToggleRow } from './SectionFrame';

export interface CollapsibleBlockProps {
  /** Height in px the block is cut to while collapsed. */
  maxHeight: number;
  moreLabel: string;
  lessLabel: string;
  /** Added to the button's accessible name (the section's name), so two "Show more" buttons differ. */
  context?: string;
  children: ReactNode;
}

const Clip = styled('div', { shouldForwardProp: (prop) => prop !== 'limit' && prop !== 'collapsed' })<{ limit: number; collapsed: boolean }>(
  ({ theme, limit, collapsed }) => ({
    position: 'relative',
    ...(collapsed && {
      maxHeight: `${limit}px`,
      overflow: 'hidden',
      // A fade says there is more below, besides the button.
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        bottom: 0,
        height: theme.space.xxl,
        background: `linear-gradient(to bottom, transparent, ${theme.colors.background})`,
        pointerEvents: 'none',
      },
    }),
  }),
);

/**
 * Content cut to `maxHeight` with a show more / show less button (aria-expanded, aria-controls).
 * The button exists only when the content is taller than the limit; until that is measured (on the
 * server and before the first layout) the block renders collapsed with the button.
 */
export function CollapsibleBlock({ maxHeight, moreLabel, lessLabel, context, children }: CollapsibleBlockProps) {
  const regionId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(contentRef, maxHeight);
  const [expanded, setExpanded] = useState(false);
  const toggle = overflows !== false;
  const label = expanded ? lessLabel : moreLabel;

  const onToggle = () => {
    const next = !expanded;
    setExpanded(next);
    // Collapsing a long block can leave the reader far below it; bring its top back into view.
    const root = rootRef.current;
    if (!next && root && root.getBoundingClientRect().top < 0) root.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div ref={rootRef}>
      <Clip id={regionId} limit={maxHeight} collapsed={toggle && !expanded} data-collapsed={toggle && !expanded}>
        <div ref={contentRef}>{children}</div>
      </Clip>
      {toggle ? (
        <ToggleRow>
          {/* The name starts with the visible text (WCAG 2.5.3) and adds the section for screen-reader lists of buttons. */}
          <Button variant="ghost" aria-expanded={expanded} aria-controls={regionId} aria-label={context ? `${label}: ${context}` : undefined} onClick={onToggle}>
            {label}
          </Button>
        </ToggleRow>
      ) : null}
    </div>
  );
}
