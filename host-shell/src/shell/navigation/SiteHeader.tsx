import styled from '@emotion/styled';
import { useMemo } from 'react';
import type { ContentLanguage, Navigation } from '@showroom/contracts';
import { mq } from '@showroom/ui';
import { usePage } from '../page/PageContext';
import { CompareCount } from './CompareCount';
import { DesktopNav } from './DesktopNav';
import { ExtraLinks } from './ExtraLinks';
import { extraLinks } from './extraLinks';
import { BAR_HEIGHT } from './headerLayout';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { markSelection } from './menuSelection';
import { toMenuTree } from './menuTree';
import { MobileMenu } from './MobileMenu';
import { desktopOnly } from './navStyles';
import { SearchBar } from './SearchBar';
import { useTransparentHeader } from './useTransparentHeader';

export interface SiteHeaderProps {
  /** The site's navigation; null when the content platform failed (only logo and compare count show). */
  navigation: Navigation | null;
  languages: ContentLanguage[];
  isHome: boolean;
  carListPath: string;
  /** Where the navigation search goes; no search bar without one. */
  searchUrl: string | null;
}

interface RootProps {
  sticky: boolean;
  floating: boolean;
  slim: boolean;
}

const forwardRoot = (prop: string) => !['sticky', 'floating', 'slim'].includes(prop);

// On the home page the header overlaps the hero by its own height (negative margin), so it can float over it.
const Root = styled('header', { shouldForwardProp: forwardRoot })<RootProps>`
  position: ${({ sticky }) => (sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: 50;
  --nav-bar-height: ${({ slim }) => BAR_HEIGHT[slim ? 'slim' : 'regular'].mobile}px;
  ${mq.desktopNav} {
    --nav-bar-height: ${({ slim }) => BAR_HEIGHT[slim ? 'slim' : 'regular'].desktop}px;
  }
  margin-bottom: ${({ floating }) => (floating ? 'calc(-1 * var(--nav-bar-height))' : '0')};
`;

interface BarProps {
  dark: boolean;
  separator: boolean;
  transparent: boolean;
}

const forwardBar = (prop: string) => !['dark', 'separator', 'transparent'].includes(prop);

// Dark swaps the theme's own text and background colours, a pair the theme already keeps readable.
// Transparent is white text over a soft scrim, so it stays readable over any hero picture.
const Bar = styled('div', { shouldForwardProp: forwardBar })<BarProps>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: var(--nav-bar-height);
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme, dark, transparent }) => (transparent ? '#ffffff' : dark ? theme.colors.background : theme.colors.text)};
  background: ${({ theme, dark, transparent }) =>
    transparent ? 'linear-gradient(rgb(0 0 0 / 70%), rgb(0 0 0 / 30%))' : dark ? theme.colors.text : theme.colors.background};
  text-shadow: ${({ transparent }) => (transparent ? '0 1px 2px rgb(0 0 0 / 60%)' : 'none')};
  border-bottom: ${({ theme, separator, dark, transparent }) =>
    !separator || transparent ? 'none' : `1px solid ${dark ? 'rgb(255 255 255 / 35%)' : theme.colors.border}`};
  transition:
    background-color 200ms ease,
    color 200ms ease;
  ${mq.reducedMotion} {
    transition: none;
  }
`;

const MainNav = styled.nav`
  display: flex;
  align-items: center;
  flex: 1 1 auto;
  min-width: 0;
  justify-content: flex-end;
  ${mq.desktopNav} {
    justify-content: flex-start;
  }
`;

const DesktopExtras = styled(ExtraLinks)`
  ${desktopOnly}
  flex: none;
`;

const DesktopTools = styled.div`
  ${desktopOnly}
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex: none;
`;

const DesktopSearch = styled(SearchBar)`
  width: 280px;
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

const MobileFooter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
`;

/**
 * The site header: logo, main navigation (desktop bar with dropdowns and 'More' from 1280 px, a menu
 * panel below), extra links, search, language switcher and compare count. Variants come from the
 * navigation settings; on the home page it floats transparent until the page is scrolled past 100 px.
 */
export function SiteHeader({ navigation, languages, isHome, carListPath, searchUrl }: SiteHeaderProps) {
  const { path, t } = usePage();
  const transparent = useTransparentHeader(isHome && navigation !== null);
  const tree = useMemo(() => (navigation ? markSelection(toMenuTree(navigation.items), path) : []), [navigation, path]);
  const extras = useMemo(() => extraLinks(navigation?.settings.ExtraNavigationItems ?? []), [navigation]);
  const compare = <CompareCount href={carListPath} label={(count) => t('shell.compareCount', { count })} />;

  if (!navigation) {
    return (
      <Root sticky={false} floating={false} slim={false}>
        <Bar dark={false} separator transparent={false}>
          <Logo />
          <Spacer />
          {compare}
        </Bar>
      </Root>
    );
  }

  const { settings } = navigation;
  return (
    <Root sticky={settings.IsSticky} floating={isHome} slim={settings.SlimNav} data-appearance={transparent ? 'transparent' : 'solid'}>
      <Bar dark={settings.HasDarkTheme} separator={settings.ShowSeparator} transparent={transparent}>
        <Logo src={settings.Logo} width={settings.LogoWidth} height={settings.LogoHeight} />
        <MainNav aria-label={t('shell.mainNavigation')}>
          <DesktopNav nodes={tree} />
          <DesktopExtras links={extras} data-layout="desktop" />
          <MobileMenu
            nodes={tree}
            footer={
              <MobileFooter>
                <ExtraLinks links={extras} />
                {searchUrl ? <SearchBar searchUrl={searchUrl} /> : null}
                <LanguageSwitcher languages={languages} />
              </MobileFooter>
            }
          />
        </MainNav>
        <DesktopTools data-layout="desktop">
          {searchUrl ? <DesktopSearch searchUrl={searchUrl} /> : null}
          <LanguageSwitcher languages={languages} />
        </DesktopTools>
        {compare}
      </Bar>
    </Root>
  );
}
