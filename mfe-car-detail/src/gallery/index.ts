export { Gallery, type GalleryProps } from './Gallery';
export { galleryImagesOf, type GalleryImage, type CarImageFields } from './galleryImages';
export { availableModes, type MediaMode } from './mediaModes';
export { createVehicleMediaFetcher, useVehicleMedia, type VehicleMediaFetcher, type VehicleMediaState } from './useVehicleMedia';
