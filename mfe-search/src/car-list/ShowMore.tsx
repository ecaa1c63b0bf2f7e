import type { Translator } from '@showroom/i18n';
import { css, useThemeClass, type ThemedStyles } from '@showroom/ui';
import { showMoreState } from '../search-state';

// A class made once (useThemeClass): the list renders this with every filter change.
const wrapStyles: ThemedStyles = (theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin: 24px 0;
  button {
    min-height: 44px;
    padding: 0 24px;
    font: inherit;
    border: 2px solid ${theme.colors.primary};
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.text};
    cursor: pointer;
  }
`;

/**
 * Show-more (spec 2: paging by show-more, capped at page 20): hidden when everything is loaded,
 * its error state once the next page would pass the cap, a retry after a failed load.
 */
export function ShowMore({ loaded, total, page, busy, failed, onMore, t }: { loaded: number; total: number; page: number; busy: boolean; failed: boolean; onMore: () => void; t: Translator }) {
  const state = showMoreState({ loaded, total, page });
  const wrapClass = useThemeClass(wrapStyles);
  if (state === 'hidden') return null;
  return (
    <div className={wrapClass}>
      {state === 'error' ? (
        <p role="status" data-show-more="limit">
          {t('carSearch.showMoreLimit')}
        </p>
      ) : (
        <>
          {failed ? <p role="alert">{t('carListError')}</p> : null}
          <button type="button" onClick={onMore} disabled={busy} aria-busy={busy} data-show-more="button">
            {busy ? t('carSearch.loading') : t('carSearch.showMore')}
          </button>
        </>
      )}
    </div>
  );
}
