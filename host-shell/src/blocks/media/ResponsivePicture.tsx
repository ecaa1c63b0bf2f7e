import type { CSSProperties } from 'react';
import { imageSrcSet, imageUrl } from '../../shell/media/imageUrl';
import { PHONE_MEDIA } from './breakpointQueries';

export interface PictureImage {
  src: string;
  alt?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

interface Props {
  image: PictureImage;
  /** A separate crop for phones (under 640 px); the main image serves everyone else. */
  phoneImage?: PictureImage | null | undefined;
  /** The `sizes` of the main image, e.g. "100vw" for a hero, "(min-width: 768px) 50vw, 100vw" for a blurb. */
  sizes: string;
  /** The first screen's image (hero): loaded eagerly with high priority. */
  priority?: boolean;
  /** On the first screen but not its main image: loaded at once, without the hero's priority. */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** An image through the host's image route at the allowed widths, with an optional phone variant. */
export function ResponsivePicture({ image, phoneImage, sizes, priority = false, eager = false, className, style }: Props) {
  return (
    <picture>
      {phoneImage?.src ? <source media={PHONE_MEDIA} srcSet={imageSrcSet(phoneImage.src, 1280)} sizes="100vw" /> : null}
      <img
        className={className}
        style={style}
        src={imageUrl(image.src, 1280)}
        srcSet={imageSrcSet(image.src)}
        sizes={sizes}
        alt={image.alt ?? ''}
        width={image.width}
        height={image.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
