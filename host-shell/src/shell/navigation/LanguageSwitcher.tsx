import styled from '@emotion/styled';
import type { ContentLanguage } from '@showroom/contracts';
import { usePage } from '../page/PageContext';
import { menuControl } from './navStyles';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Link = styled.a`
  ${({ theme }) => menuControl(theme)}
  justify-content: center;
  &[aria-current='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: underline;
    text-underline-offset: 6px;
    text-decoration-thickness: 2px;
  }
`;

/** The language code of a content language ('sv', or 'en' of 'en-GB'). */
const codeOf = (language: ContentLanguage) => language.name.toLowerCase().split('-')[0];

/** Links to this page in each language (url.path), the current one marked; shown only with more than one (spec 1 §5). */
export function LanguageSwitcher({ languages, className }: { languages: ContentLanguage[]; className?: string }) {
  const { language, t } = usePage();
  const usable = languages.filter((lang) => lang.url.path.trim() !== '');
  if (usable.length < 2) return null;
  return (
    <nav aria-label={t('shell.languageSwitcher')} className={className}>
      <List>
        {usable.map((lang) => {
          const current = codeOf(lang) === language;
          return (
            <li key={lang.name}>
              <Link href={lang.url.path} hrefLang={lang.name} lang={lang.name} aria-current={current ? 'true' : undefined}>
                {lang.nativeName || lang.displayName || lang.name}
              </Link>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
