import styled from '@emotion/styled';
import type { NearPoint } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { Button, lazyPart, partFailureTexts } from '@showroom/ui';
import { Suspense, useState } from 'react';
import type { ChosenTown } from './TownCombobox';

// The town field shows only after a denied position, in the browser: its code loads then, not with the page.
const TownCombobox = lazyPart(() => import('./TownCombobox').then((module) => module.TownCombobox), 'town field');

const Row = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, marginBottom: theme.space.md }));

const Denied = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, marginBottom: theme.space.md, p: { margin: 0 } }));

const Sorted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.mutedText }));

/** How long the browser may take for a position before the town field is offered instead. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export type NearSource = 'geolocation' | 'town';

export interface NearestControlProps {
  apiBase: string;
  t: Translator;
  /** The point the list is sorted from, null for website_sort_order. */
  near: NearPoint | null;
  /** The chosen town's name while the list is sorted from it. */
  townName: string | null;
  onNear: (point: NearPoint, source: NearSource, townName?: string) => void;
  onClear: () => void;
}

/**
 * "Nearest to me": asks the browser's position; when it is denied or fails (or there is no geolocation),
 * spec 3's denial text and a town field instead. While sorted by distance, what it is sorted from and
 * a way back to the usual order.
 */
export function NearestControl({ apiBase, t, near, townName, onNear, onClear }: NearestControlProps) {
  const [status, setStatus] = useState<'idle' | 'locating' | 'denied'>('idle');

  function locate() {
    if (status === 'locating') return;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setStatus('denied');
      return;
    }
    setStatus('locating');
    geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle');
        onNear({ lat: position.coords.latitude, lng: position.coords.longitude }, 'geolocation');
      },
      () => setStatus('denied'),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 600_000 },
    );
  }

  const chooseTown = (town: ChosenTown) => onNear(town.point, 'town', town.name);

  return (
    <div data-nearest="">
      <Row>
        <Button variant="secondary" onClick={locate} aria-disabled={status === 'locating' || undefined} data-nearest-button="">
          {status === 'locating' ? t('dealerFinder.locating') : t('dealerFinder.nearest')}
        </Button>
        {near ? (
          <>
            <Sorted data-sorted-by-distance="">{townName ? t('dealerFinder.sortedFromTown', { town: townName }) : t('dealerFinder.sortedByDistance')}</Sorted>
            <Button variant="ghost" onClick={onClear} data-nearest-clear="">
              {t('dealerFinder.defaultOrder')}
            </Button>
          </>
        ) : null}
      </Row>
      {status === 'denied' ? (
        <Denied>
          <p role="alert" data-geolocation-denied="">
            {t('dealerFinder.geolocationDenied')}
          </p>
          <Suspense fallback={null}>
            <TownCombobox apiBase={apiBase} t={t} onChoose={chooseTown} partFailure={partFailureTexts(t)} />
          </Suspense>
        </Denied>
      ) : null}
    </div>
  );
}
