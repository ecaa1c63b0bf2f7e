import styled from '@emotion/styled';

const Nav = styled.nav(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  margin: `${theme.space.md} 0`,
  background: theme.colors.background,
  borderBottom: `1px solid ${theme.colors.border}`,
  ul: { display: 'flex', gap: theme.space.md, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto' },
  a: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', color: theme.colors.text, fontWeight: theme.fontWeights.bold, whiteSpace: 'nowrap' },
  'a:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '-3px' },
}));

/** Links to the page's sections by their anchors (#overview, #equipment, #description, #contact). */
export function SectionNav({ label, links }: { label: string; links: readonly { id: string; text: string }[] }) {
  return (
    <Nav aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`}>{link.text}</a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
