import { mediaUrl } from '@showroom/cars';
import type { ResolvedImage } from './ImageGallery';

/** A gallery image as the car record has it: a URL (host-relative for our media) and its blur placeholder. */
export interface GalleryImage {
  url: string;
  blur?: string | null;
}

/** The image fields of a car record (spec 2 §3 "Images"). */
export interface CarImageFields {
  car_images?: readonly { original: string; blur_data_url?: string | null }[] | null;
  car_primary_image?: { thumbnail_url: string; blur_data_url?: string | null } | null;
}

/** The gallery's images from a car record: all of car_images, else the primary image alone, else none. */
export function galleryImagesOf(car: CarImageFields): GalleryImage[] {
  const images = (car.car_images ?? []).filter((image) => image.original).map((image) => ({ url: image.original, blur: image.blur_data_url ?? null }));
  if (images.length > 0) return images;
  const primary = car.car_primary_image;
  return primary?.thumbnail_url ? [{ url: primary.thumbnail_url, blur: primary.blur_data_url ?? null }] : [];
}

/** The images as the browser requests them: host-relative paths get the BFF origin of an embed. */
export function resolveImages(images: readonly GalleryImage[], apiBase: string): ResolvedImage[] {
  return images.flatMap((image) => {
    const src = mediaUrl(image.url, apiBase);
    return src ? [{ src, blur: image.blur ?? undefined }] : [];
  });
}
