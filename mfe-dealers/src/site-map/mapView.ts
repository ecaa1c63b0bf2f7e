import type { ComponentType } from 'react';
import type { MapConfig } from '@showroom/contracts';

/** What a map drawer (Leaflet's or Google's) is given: the marker (none without a coordinate) and how to give up. */
export interface MapViewProps {
  coord: { lat: number; lng: number } | null;
  name: string;
  config: MapConfig;
  /** Called once the map shows something (a first tile, or the provider's map): the still preview may go. */
  onReady: () => void;
  /** Called once when the map cannot be drawn (its tiles or script failed): the page then shows no map. */
  onFailed: () => void;
}

/**
 * The drawer's code, fetched only when the visitor asks for the interactive map: Leaflet (~45 kB gz with its
 * styles) or, only when a key is configured, the Google loader. Neither is part of the page's first load.
 */
export function loadMapView(config: MapConfig): Promise<ComponentType<MapViewProps>> {
  return config.provider === 'google'
    ? import(/* webpackChunkName: "site-map-google" */ './google/GoogleMap').then((m) => m.GoogleMap)
    : import(/* webpackChunkName: "site-map-leaflet" */ './leaflet/LeafletMap').then((m) => m.LeafletMap);
}
