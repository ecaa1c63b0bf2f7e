import styled from '@emotion/styled';
import type { ContentLanguage, Navigation as NavigationData } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { CompareCount } from './CompareCount';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Navigation } from './Navigation';

const Bar = styled.header`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 8px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
  font-size: 1.25rem;
  color: inherit;
  text-decoration: none;
  margin-right: auto;
  @media (max-width: 639px) {
    font-size: 1.125rem; /* the logo shrinks to 90% under 640 px (spec 1 §9) */
  }
`;

export interface HeaderProps {
  siteName: string;
  homePath: string;
  carListPath: string;
  navigation: NavigationData | null;
  languages: ContentLanguage[];
  language: string;
  currentPath: string;
  t: Translator;
}

/** Logo, navigation (absent when the content platform failed), compare count and language switcher. */
export function Header({ siteName, homePath, carListPath, navigation, languages, language, currentPath, t }: HeaderProps) {
  return (
    <Bar>
      <Logo href={homePath}>{siteName}</Logo>
      {navigation ? (
        <Navigation
          items={navigation.items}
          currentPath={currentPath}
          labels={{ nav: t('shell.mainNavigation'), open: t('shell.openMenu'), close: t('shell.closeMenu') }}
        />
      ) : null}
      <CompareCount href={carListPath} label={(count) => t('shell.compareCount', { count })} />
      <LanguageSwitcher languages={languages} current={language} label={t('shell.languageSwitcher')} />
    </Bar>
  );
}
