// Map pieces shared by the remotes that draw maps (the dealer site map, the service booking's workshop map):
// `@showroom/ui/map`. None of them loads a map library; each remote imports Leaflet or Google lazily itself.
export { leafletStyles } from './leafletStyles';
export { FAILED_TILES_BEFORE_GIVING_UP, watchTiles, type TileEvents } from './watchTiles';
export { googleMapsScriptUrl, loadGoogleMaps, type GoogleMapInstance, type GoogleMapsApi, type GoogleMarkerInstance } from './loadGoogleMaps';
export { MARKER_SHAPE, MARKER_SIZE, markerElement } from './markerElement';
export { MAPS_POLL_INTERVAL_MS, MAPS_POLL_TIMEOUT_MS, pollFor } from './pollFor';
