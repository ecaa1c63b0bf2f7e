import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useRef, useState, type JSX } from 'react';
import type { MapConfig } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { Button, PartErrorBoundary } from '@showroom/ui';
import { SITE_MAP_HEIGHT_PX } from './mapBox';
import { loadMapView } from './mapView';
import { StaticPreview } from './preview/StaticPreview';

export interface SiteMapProps {
  /** The site's coordinate (site_geocoord); null centres the map on Stockholm without a marker. */
  coord: { lat: number; lng: number } | null;
  name: string;
  config: MapConfig;
}

/** The map's fixed height: the server's box and the drawn map take the same room, so nothing shifts. */
export const SITE_MAP_HEIGHT = `${SITE_MAP_HEIGHT_PX}px`;

// The sandbox tiles' land colour: the box looks like the map about to appear. Focusable from script only: the
// press of "show interactive map" lands here, and the next Tab reaches the map.
const Box = styled.div(({ theme }) => ({
  position: 'relative',
  height: SITE_MAP_HEIGHT,
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  background: '#ecefe4',
  border: `1px solid ${theme.colors.border}`,
  outlineOffset: '2px',
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}` },
}));

const Layer = styled.div({ position: 'absolute', inset: 0 });
const ButtonSpot = styled.div(({ theme }) => ({ position: 'absolute', top: theme.space.sm, left: theme.space.sm, zIndex: 1 }));

type Stage = 'static' | 'loading' | 'ready' | 'failed';

/**
 * A small map of a dealer site (spec 2 "Dealer site detail page"), its marker at the site's coordinate. The server
 * renders a still preview (plain tile images and the pin, no map library) and a button; the interactive map's code
 * loads only when the visitor presses it. A map that cannot load (code, tiles, script) removes itself, and a preview
 * whose tiles fail leaves an empty box: either way the page's address and maps link remain.
 */
export function SiteMap({ coord, name, config }: SiteMapProps): JSX.Element | null {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const [stage, setStage] = useState<Stage>('static');
  const [previewFailed, setPreviewFailed] = useState(false);
  const fail = useCallback(() => setStage('failed'), []);
  const ready = useCallback(() => setStage('ready'), []);
  const previewFail = useCallback(() => setPreviewFailed(true), []);
  // One lazy component per provider for the life of the page, fetched on the first render that uses it.
  const [View] = useState(() => lazy(async () => ({ default: await loadMapView(config) })));
  if (stage === 'failed') return null;
  const t = createTranslator(config.language);
  const preview = config.provider === 'tiles' && !previewFailed && stage !== 'ready';
  // With unreachable tiles the interactive map would fail too: no button then.
  const offer = stage === 'static' && !(config.provider === 'tiles' && previewFailed);
  const open = () => {
    // Focus first: the button is about to go, and focus must not fall back to the page's start.
    box.current?.focus();
    setStage('loading');
  };
  return (
    <Box ref={box} tabIndex={-1} role="region" aria-label={t('dealerMap.label', { name })} data-site-map={stage === 'static' ? (preview ? 'preview' : 'plain') : stage}>
      {stage !== 'static' && (
        <Layer>
          <PartErrorBoundary failed={null} onError={() => fail()}>
            <Suspense fallback={null}>
              <View coord={coord} name={name} config={config} onReady={ready} onFailed={fail} />
            </Suspense>
          </PartErrorBoundary>
        </Layer>
      )}
      {preview && config.provider === 'tiles' && <StaticPreview coord={coord} name={name} config={config} color={theme.colors.primary} covered={stage !== 'static'} onFailed={previewFail} />}
      {offer && (
        <ButtonSpot>
          <Button onClick={open}>{t('dealerMap.showInteractive')}</Button>
        </ButtonSpot>
      )}
    </Box>
  );
}
