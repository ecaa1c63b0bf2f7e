import styled from '@emotion/styled';
import type { CarListProps } from '@showroom/contracts';

type Crumb = NonNullable<CarListProps['breadcrumbs']>[number];

const Trail = styled.nav`
  margin: 0 0 8px;
  font-size: 0.875rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin: 0 8px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${({ theme }) => theme.colors.text};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  [aria-current='page'] {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** The trail from the home page to this list (spec 2 "Breadcrumbs"); the last crumb is the page itself. */
export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  if (crumbs.length < 2) return null;
  return (
    <Trail aria-label={label}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={i}>{crumb.href && i < crumbs.length - 1 ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </Trail>
  );
}
