import type { Translations } from './types';

/** The small map of a dealer site's page (its region's name, the button that makes it interactive, Leaflet's zoom buttons). */
export interface DealerMapMessages {
  'dealerMap.label': string;
  'dealerMap.showInteractive': string;
  'dealerMap.zoomIn': string;
  'dealerMap.zoomOut': string;
}

export const dealerMapMessages: Translations<DealerMapMessages> = {
  sv: { 'dealerMap.label': 'Karta över {name}', 'dealerMap.showInteractive': 'Visa interaktiv karta', 'dealerMap.zoomIn': 'Zooma in', 'dealerMap.zoomOut': 'Zooma ut' },
  nb: { 'dealerMap.label': 'Kart over {name}', 'dealerMap.showInteractive': 'Vis interaktivt kart', 'dealerMap.zoomIn': 'Zoom inn', 'dealerMap.zoomOut': 'Zoom ut' },
  fi: { 'dealerMap.label': 'Kartta: {name}', 'dealerMap.showInteractive': 'Näytä interaktiivinen kartta', 'dealerMap.zoomIn': 'Lähennä', 'dealerMap.zoomOut': 'Loitonna' },
  sk: { 'dealerMap.label': 'Mapa: {name}', 'dealerMap.showInteractive': 'Zobraziť interaktívnu mapu', 'dealerMap.zoomIn': 'Priblížiť', 'dealerMap.zoomOut': 'Oddialiť' },
  en: { 'dealerMap.label': 'Map of {name}', 'dealerMap.showInteractive': 'Show interactive map', 'dealerMap.zoomIn': 'Zoom in', 'dealerMap.zoomOut': 'Zoom out' },
};
