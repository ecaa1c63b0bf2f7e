import { keyframes, type CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button } from '../actions/Button';
import { useDialogFocus } from '../a11y/useDialogFocus';
import { breakpoints, mqDown, mqUp, type Breakpoint } from '../breakpoints';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { withoutProps } from '../styleProps';
import { css, stylesPerLook, useThemeClass } from '../theme/useThemeClass';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

interface InlineProps {
  inlineFrom?: Breakpoint;
}

/** Rules for the widths where the drawer is a drawer: all of them, or those below `inlineFrom`. */
const asDrawer = (inlineFrom: Breakpoint | undefined, rules: CSSObject): CSSObject => (inlineFrom ? { [mqDown(inlineFrom)]: rules } : rules);
/** Rules for the widths where the drawer is a plain panel in the page. */
const asInline = (inlineFrom: Breakpoint | undefined, rules: CSSObject): CSSObject => (inlineFrom ? { [mqUp(inlineFrom)]: rules } : {});

const forward = withoutProps('inlineFrom');

// Closed, it is not shown; open, it slides in from the left, 420px wide or the whole width of a phone.
const Panel = styled('div', { shouldForwardProp: forward })<InlineProps>(({ theme, inlineFrom }) => ({
  background: theme.colors.background,
  ...asDrawer(inlineFrom, {
    display: 'none',
    '&[data-drawer-open="true"]': {
      display: 'flex',
      flexDirection: 'column',
      position: 'fixed',
      top: 0,
      bottom: 0,
      left: 0,
      zIndex: 1001,
      width: 'min(100%, 420px)',
      boxShadow: '0 0 24px rgba(0, 0, 0, 0.3)',
      animation: `${slideIn} 200ms ease-out`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  }),
}));

// The parts inside the panel, and the backdrop, by one class per width the drawer turns inline at, made once per theme
// (useThemeClass): the car list's filter drawer renders with every filter change, and a styled element per part
// serialised its styles each time. The panel stays a styled element: a caller's styled class (the car list's sidebar)
// is merged after its own styles, as emotion merges classes.
const partStyles = stylesPerLook(
  (inlineFrom: Breakpoint | undefined) => (theme) =>
    css({
      '& > .drawer-bar': {
        display: 'flex',
        justifyContent: 'flex-end',
        padding: theme.space.sm,
        borderBottom: `1px solid ${theme.colors.border}`,
        ...asInline(inlineFrom, { display: 'none' }),
      },
      '& > .drawer-body': asDrawer(inlineFrom, { flex: 1, overflowY: 'auto', padding: theme.space.md }),
      '& > .drawer-footer': { padding: theme.space.sm, borderTop: `1px solid ${theme.colors.border}`, ...asInline(inlineFrom, { display: 'none' }) },
    }),
);
const backdropStyles = stylesPerLook(
  (inlineFrom: Breakpoint | undefined) => () => css({ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0, 0, 0, 0.5)', ...asInline(inlineFrom, { display: 'none' }) }),
);

export interface DrawerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'title' | 'children'> {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  /** The text of the close button at the top. */
  closeLabel: string;
  /** Below the scrolling body, e.g. a "Show 12 cars" button that also closes the drawer. */
  footer?: ReactNode;
  /**
   * From this width up the drawer is a plain panel in the page (a sidebar, say): shown whether open
   * or not, no dialog, no close bar or footer. Widening to it while open closes the drawer.
   */
  inlineFrom?: Breakpoint;
  children: ReactNode;
}

/**
 * A side drawer from the left that stays in the page (so the server's HTML suits every width) and
 * is a modal dialog only while open: labelled, focus starts on Close, Tab stays inside, Escape and
 * the backdrop close it, the page behind does not scroll, and focus returns to the opener. The
 * caller makes the page behind inert while it is open.
 */
export function Drawer({ open, onClose, label, closeLabel, footer, inlineFrom, children, ...rest }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const onKeyDown = useDialogFocus(panel, close, onClose, open);
  // 'not all' never matches: a drawer without an inline width is never a panel in the page.
  const inline = useMediaQuery(inlineFrom ? `(min-width: ${breakpoints[inlineFrom]}px)` : 'not all');
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (open && inlineFrom && inline) onCloseRef.current();
  }, [open, inlineFrom, inline]);

  const dialogProps = open ? { role: 'dialog', 'aria-modal': true, 'aria-label': label, onKeyDown } : {};
  const partsClass = useThemeClass(partStyles(inlineFrom));
  const backdropClass = useThemeClass(backdropStyles(inlineFrom));
  const { className, ...panelRest } = rest;
  return (
    <>
      {open ? <div className={backdropClass} aria-hidden="true" onClick={onClose} /> : null}
      <Panel ref={panel} inlineFrom={inlineFrom} data-drawer-open={open} className={className ? `${partsClass} ${className}` : partsClass} {...panelRest} {...dialogProps}>
        <div className="drawer-bar">
          <Button ref={close} variant="ghost" onClick={onClose}>
            {closeLabel}
          </Button>
        </div>
        <div className="drawer-body">{children}</div>
        {footer ? <div className="drawer-footer">{footer}</div> : null}
      </Panel>
    </>
  );
}
