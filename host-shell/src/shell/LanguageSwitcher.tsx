import styled from '@emotion/styled';
import type { ContentLanguage } from '@showroom/contracts';

const List = styled.ul`
  display: flex;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  color: inherit;
`;

/** Links to the same page in each language; shown only when there is more than one (spec 1 §5). */
export function LanguageSwitcher({ languages, current, label }: { languages: ContentLanguage[]; current: string; label: string }) {
  if (languages.length < 2) return null;
  return (
    <nav aria-label={label}>
      <List>
        {languages.map((lang) => (
          <li key={lang.name}>
            <Link href={lang.url.path} hrefLang={lang.name} lang={lang.name} aria-current={lang.name === current ? 'true' : undefined}>
              {lang.nativeName || lang.displayName}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
