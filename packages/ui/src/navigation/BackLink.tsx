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
 * Back to a list (spec 2: the car detail's and the dealer site's back button): the browser's history when the
 * visitor came from this site, so the list returns with its filters and scroll; otherwise (a shared link, a
 * search engine) a plain link to `href`, the list.
 */
export function BackLink({ href, label }: { href: string; label: string }) {
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
