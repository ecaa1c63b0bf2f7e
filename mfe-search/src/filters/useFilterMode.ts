import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_FILTER_MODE, readFilterMode, writeFilterMode, type FilterMode } from './filterMode';

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Reading sessionStorage itself throws where storage is blocked.
    return null;
  }
}

/**
 * The desktop layout of the filter panel, kept in session storage ('showroom.filterMode'). The
 * stored choice is read in an effect, so the server and the first browser render both use the default (sidebar).
 */
export function useFilterMode(): { mode: FilterMode; setMode(mode: FilterMode): void } {
  const [mode, setModeState] = useState<FilterMode>(DEFAULT_FILTER_MODE);
  useEffect(() => {
    const stored = readFilterMode(sessionStorageOrNull());
    if (stored) setModeState(stored);
  }, []);
  const setMode = useCallback((next: FilterMode) => {
    setModeState(next);
    writeFilterMode(sessionStorageOrNull(), next);
  }, []);
  return { mode, setMode };
}
