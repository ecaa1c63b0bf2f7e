import styled from '@emotion/styled';
import type { MouseEvent } from 'react';

const Link = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '44px',
  color: theme.colors.text,
  fontWeight: theme.fontWeights.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

/** True when the previous page in this tab is on this site, so history.back() stays on it. */
export function cameFromThisSite(referrer: string, origin: string, historyLength: number): boolean {
  if (historyLength < 2 || !referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Back (spec 2: "a back button, or a link to all sites"): the browser's history when the visitor came from
 * this site, so the list returns with its search and scroll; otherwise a plain link to the site list.
 */
export function BackButton({ href, label }: { href: string; label: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (cameFromThisSite(document.referrer, window.location.origin, window.history.length)) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <Link href={href} onClick={onClick} data-back="">
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}
