// The few parts of Google's Maps JavaScript API this map uses (no @types package for a script loaded only with a key).
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: { center: { lat: number; lng: number }; zoom: number; gestureHandling: 'cooperative'; keyboardShortcuts: boolean; mapTypeControl: boolean; streetViewControl: boolean }) => GoogleMapInstance;
  Marker: new (options: { position: { lat: number; lng: number }; map: GoogleMapInstance; title: string }) => GoogleMarkerInstance;
}

/** What a drawn map is asked to do: move to a point and zoom. */
export interface GoogleMapInstance {
  setCenter?(centre: { lat: number; lng: number }): void;
  setZoom?(zoom: number): void;
}

/** What a marker is asked to do: answer clicks (a marker that selects something), and go. */
export interface GoogleMarkerInstance {
  addListener?(event: 'click', handler: () => void): unknown;
  setMap?(map: GoogleMapInstance | null): void;
}

declare global {
  interface Window {
    google?: { maps?: GoogleMapsApi };
  }
}

const SCRIPT_ORIGIN = 'https://maps.googleapis.com';
let loading: Promise<GoogleMapsApi> | null = null;

/** The URL of Google's map script for a browser key, in the page's language. */
export function googleMapsScriptUrl(apiKey: string, language: string): string {
  const url = new URL('/maps/api/js', SCRIPT_ORIGIN);
  url.searchParams.set('key', apiKey);
  url.searchParams.set('language', language);
  url.searchParams.set('v', 'weekly');
  return url.toString();
}

/**
 * Loads Google's map script once per page (only ever called with a configured key). A script tag, not eval and
 * no inline handler; a failed load rejects and may be tried again later.
 */
export function loadGoogleMaps(apiKey: string, language: string): Promise<GoogleMapsApi> {
  if (window.google?.maps?.Map) return Promise.resolve(window.google.maps);
  loading ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = googleMapsScriptUrl(apiKey, language);
    script.async = true;
    script.addEventListener('load', () => {
      const maps = window.google?.maps;
      if (maps?.Map) resolve(maps);
      else reject(new Error('Google Maps loaded without its API'));
    });
    script.addEventListener('error', () => reject(new Error('Google Maps could not be loaded')));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
