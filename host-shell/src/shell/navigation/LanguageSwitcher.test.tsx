import { screen, within } from '@testing-library/react';
import type { ContentLanguage } from '@showroom/contracts';
import { renderInPage, samplePageContext } from '../testing/renderInPage';
import { LanguageSwitcher } from './LanguageSwitcher';

const swedish: ContentLanguage = { name: 'sv', displayName: 'Svenska', englishName: 'Swedish', nativeName: 'Svenska', url: { path: '/kop-bil' } };
const english: ContentLanguage = { name: 'en', displayName: 'English', englishName: 'English', nativeName: 'English', url: { path: '/en/kop-bil' } };

describe('language switcher', () => {
  it('is not shown with one language', () => {
    renderInPage(<LanguageSwitcher languages={[swedish]} />);
    expect(screen.queryByRole('navigation', { name: 'Välj språk' })).toBeNull();
  });

  it('links to each language by its url path and marks the current one', () => {
    renderInPage(<LanguageSwitcher languages={[swedish, english]} />, samplePageContext({ language: 'en', path: '/en/kop-bil' }));
    const nav = within(screen.getByRole('navigation', { name: 'Choose language' }));
    const sv = nav.getByRole('link', { name: 'Svenska' });
    const en = nav.getByRole('link', { name: 'English' });
    expect(sv).toHaveAttribute('href', '/kop-bil');
    expect(sv).toHaveAttribute('hreflang', 'sv');
    expect(sv).toHaveAttribute('lang', 'sv');
    expect(sv).not.toHaveAttribute('aria-current');
    expect(en).toHaveAttribute('href', '/en/kop-bil');
    expect(en).toHaveAttribute('aria-current', 'true');
  });

  it('skips a language without a path, and then may have too few to show', () => {
    renderInPage(<LanguageSwitcher languages={[swedish, { ...english, url: { path: '' } }]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
