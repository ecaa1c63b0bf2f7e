import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, type JSX } from 'react';
import { MAP_DEFAULT_CENTRE, MAP_DEFAULT_ZOOM, type TileMapConfig } from '@showroom/contracts';
import { SITE_MAP_HEIGHT_PX } from '../mapBox';
import { SiteMarker } from './SiteMarker';
import { TILE_SIZE, tileMosaic, tileUrl, type TileMosaic } from './tileMosaic';

/** The widest box the preview covers: past it the box's own land colour shows at the edges. */
export const PREVIEW_MAX_WIDTH = 1280;

const Layer = styled.div({ position: 'absolute', inset: 0, pointerEvents: 'none', userSelect: 'none' });

// Placed from the box's centre in CSS alone (no measuring, nothing moves after load): the point is `offset` from
// the mosaic's corner, so the corner goes at centre - offset whatever the box's width.
const Mosaic = styled('div', { shouldForwardProp: (prop) => prop !== 'mosaic' })<{ mosaic: TileMosaic }>(({ mosaic }) => ({
  position: 'absolute',
  left: `calc(50% - ${Math.round(mosaic.offset.x)}px)`,
  top: `calc(50% - ${Math.round(mosaic.offset.y)}px)`,
  display: 'grid',
  gridTemplateColumns: `repeat(${mosaic.columns}, ${TILE_SIZE}px)`,
  gridAutoRows: `${TILE_SIZE}px`,
  img: { display: 'block', maxWidth: 'none', width: `${TILE_SIZE}px`, height: `${TILE_SIZE}px` },
}));

// The tile provider's credit, as Leaflet shows it: #333 on 85 % white.
const Credit = styled.small({
  position: 'absolute',
  right: 0,
  bottom: 0,
  padding: '0 5px',
  fontSize: '0.75rem',
  lineHeight: 1.4,
  color: '#333333',
  background: 'rgba(255,255,255,0.85)',
});

export interface StaticPreviewProps {
  coord: { lat: number; lng: number } | null;
  name: string;
  config: TileMapConfig;
  /** The marker's fill (the theme's primary colour, as on the drawn map). */
  color: string;
  /** Hidden from assistive technology while the interactive map takes over underneath. */
  covered: boolean;
  /** Called once when the first tile to settle failed: the tile server is taken to be unreachable. */
  onFailed: () => void;
}

/**
 * The map as plain HTML, no map library: the zoom-12 tiles round the site (or Stockholm, with no marker) with the
 * coordinate at the box's centre, the site's pin and the tiles' credit. Server-rendered, so the first load carries
 * no map code; tiles load lazily like any image.
 */
export function StaticPreview({ coord, name, config, color, covered, onFailed }: StaticPreviewProps): JSX.Element {
  const mosaic = tileMosaic(coord ?? MAP_DEFAULT_CENTRE, MAP_DEFAULT_ZOOM, PREVIEW_MAX_WIDTH / 2, SITE_MAP_HEIGHT_PX / 2);
  const element = useRef<HTMLDivElement>(null);
  const settled = useRef({ loaded: 0, failed: false });
  const loaded = useCallback(() => {
    settled.current.loaded++;
  }, []);
  const failed = useCallback(() => {
    const state = settled.current;
    if (state.loaded > 0 || state.failed) return;
    state.failed = true;
    onFailed();
  }, [onFailed]);
  // Tiles that settled before hydration fired their events before React listened: read their state instead
  // (once: onFailed is stable).
  useEffect(() => {
    const settledImages = [...(element.current?.querySelectorAll('img') ?? [])].filter((image) => image.complete);
    settledImages.filter((image) => image.naturalWidth > 0).forEach(loaded);
    if (settledImages.some((image) => image.naturalWidth === 0)) failed();
  }, [loaded, failed]);
  return (
    <Layer ref={element} aria-hidden={covered || undefined} data-map-preview="">
      <Mosaic mosaic={mosaic}>
        {mosaic.tiles.map((tile, i) =>
          tile ? (
            <img key={i} src={tileUrl(config.tileUrl, tile)} alt="" loading="lazy" decoding="async" width={TILE_SIZE} height={TILE_SIZE} draggable={false} onLoad={loaded} onError={failed} />
          ) : (
            <span key={i} />
          ),
        )}
      </Mosaic>
      {coord && <SiteMarker name={name} coord={coord} color={color} />}
      {config.attribution && <Credit>{config.attribution}</Credit>}
    </Layer>
  );
}
