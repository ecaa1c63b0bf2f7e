import type { MapConfig } from '@showroom/contracts';
import type { WorkshopSite } from '@showroom/contracts/mechmate';
import type { ComponentType } from 'react';

/** Spec 3 §9: the map shows the chosen workshop at zoom 15 (and fits the markers no closer). */
export const WORKSHOP_MAP_ZOOM = 15;
export const WORKSHOP_MAP_HEIGHT_PX = 320;

/** What a map drawer (Leaflet's or Google's) is given. */
export interface WorkshopMapViewProps {
  config: MapConfig;
  sites: readonly WorkshopSite[];
  /** The departmentId the map centres on at zoom 15; without one it fits every marker. */
  focus: string | null;
  /** The marker labels' language. */
  zoomLabels: { zoomIn: string; zoomOut: string };
  onSelect: (site: WorkshopSite) => void;
  onReady: () => void;
  onFailed: () => void;
}

/** The drawer's code, fetched only when the step shows a map: Leaflet, or Google's loader only when a key is configured. */
export function loadWorkshopMapView(config: MapConfig): Promise<ComponentType<WorkshopMapViewProps>> {
  return config.provider === 'google'
    ? import(/* webpackChunkName: "workshop-map-google" */ './GoogleWorkshopMap').then((m) => m.GoogleWorkshopMap)
    : import(/* webpackChunkName: "workshop-map-leaflet" */ './LeafletWorkshopMap').then((m) => m.LeafletWorkshopMap);
}

/** The box a set of points fills: [[south, west], [north, east]], or null without points. */
export function boundsOf(points: readonly { latitude: number; longitude: number }[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
