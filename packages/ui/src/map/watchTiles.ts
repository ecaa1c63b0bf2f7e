/** The events of a Leaflet TileLayer this watcher listens to (structural, so this package needs no Leaflet). */
export interface TileEvents {
  on(type: 'tileload' | 'tileerror' | 'load', listener: () => void): unknown;
}

/** After this many failed tiles and none drawn, the tile server is taken to be unreachable. */
export const FAILED_TILES_BEFORE_GIVING_UP = 4;

/**
 * Watches a tile layer: `onReady` once a first tile is drawn; `onFailed` once (and then nothing more) when the
 * first screenful of tiles all failed or several failed before any was drawn, so an unreachable tile server
 * costs a few requests, not one per tile on every pan.
 */
export function watchTiles(layer: TileEvents, { onReady, onFailed }: { onReady: () => void; onFailed: () => void }): void {
  let drawn = 0;
  let failed = 0;
  let done = false;
  const giveUp = () => {
    if (done) return;
    done = true;
    onFailed();
  };
  layer.on('tileload', () => {
    drawn++;
    if (drawn === 1 && !done) onReady();
  });
  layer.on('tileerror', () => {
    failed++;
    if (drawn === 0 && failed >= FAILED_TILES_BEFORE_GIVING_UP) giveUp();
  });
  // 'load': every tile in view has settled, drawn or failed.
  layer.on('load', () => {
    if (drawn === 0 && failed > 0) giveUp();
  });
}
