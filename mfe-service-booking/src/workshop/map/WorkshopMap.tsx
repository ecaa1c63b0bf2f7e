import styled from '@emotion/styled';
import type { MapConfig } from '@showroom/contracts';
import type { WorkshopSite } from '@showroom/contracts/mechmate';
import type { Translator } from '@showroom/i18n';
import { PartErrorBoundary } from '@showroom/ui';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { trackError, logFailure } from '../../analytics/track';
import { loadWorkshopMapView, WORKSHOP_MAP_HEIGHT_PX } from './mapView';

const Box = styled.div(({ theme }) => ({
  position: 'relative',
  height: `${WORKSHOP_MAP_HEIGHT_PX}px`,
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  background: '#ecefe4',
  border: `1px solid ${theme.colors.border}`,
}));
const Hint = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));
const Alert = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.danger }));

export interface WorkshopMapProps {
  t: Translator;
  config: MapConfig;
  sites: readonly WorkshopSite[];
  focus: string | null;
  onSelect: (site: WorkshopSite) => void;
}

/**
 * The listed workshops on a map (spec 3 §4.1), beside the list that stays the keyboard path. The drawer's code is
 * fetched with the step, never with the page. A map that cannot be drawn goes away and leaves the list; only a keyed
 * provider (Google) that fails says so: "Failed to load Google Maps API" (spec 3 §8).
 */
export function WorkshopMap({ t, config, sites, focus, onSelect }: WorkshopMapProps) {
  const hintId = useId();
  const [failed, setFailed] = useState(false);
  const [View] = useState(() => lazy(async () => ({ default: await loadWorkshopMapView(config) })));
  const ready = useCallback(() => undefined, []);
  const fail = useCallback(() => {
    setFailed(true);
    logFailure('maps', `${config.provider} map could not be drawn`);
    trackError('maps', config.provider);
  }, [config.provider]);
  const [zoomLabels] = useState(() => ({ zoomIn: t('serviceBookingWorkshop.zoomIn'), zoomOut: t('serviceBookingWorkshop.zoomOut') }));
  if (failed) return config.provider === 'google' ? <Alert data-maps-failed="">{t('serviceBookingWorkshop.mapsFailed')}</Alert> : null;
  return (
    <>
      <Hint id={hintId}>{t('serviceBookingWorkshop.mapHint')}</Hint>
      <Box role="region" aria-label={t('serviceBookingWorkshop.mapLabel')} aria-describedby={hintId} data-workshop-map="">
        <PartErrorBoundary failed={null} onError={() => fail()}>
          <Suspense fallback={null}>
            <View config={config} sites={sites} focus={focus} zoomLabels={zoomLabels} onSelect={onSelect} onReady={ready} onFailed={fail} />
          </Suspense>
        </PartErrorBoundary>
      </Box>
    </>
  );
}
