import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { CarImage, useImageFailedEarly } from '@showroom/cars';
import { blurBackground } from '@showroom/ui';
import { atWidth, srcSetOf, type MediaWidth } from './responsiveImage';

const Frame = styled.div<{ blur?: string | undefined; fit: 'cover' | 'contain' }>(({ theme, blur, fit }) => ({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  background: theme.colors.surface,
  backgroundImage: blurBackground(blur) ?? 'none',
  backgroundSize: 'cover',
  img: { display: 'block', width: '100%', height: '100%', objectFit: fit },
}));

export interface GalleryPictureProps {
  /** The image URL as the browser requests it (apiBase already applied); none shows the fallback. */
  src?: string | undefined;
  blur?: string | undefined;
  alt: string;
  /** missingImageText (spec 2 §8 "Missing image"). */
  missingText: string;
  /** How wide the picture is drawn, for the browser's pick from the srcset. */
  sizes: string;
  /** The width asked for where there is no srcset support (and the widest in the srcset). */
  width?: MediaWidth;
  eager?: boolean;
  fit?: 'cover' | 'contain';
}

/**
 * A responsive gallery picture over its blur placeholder. A missing or failing image falls back to
 * CarImage's missing-image view, so the gallery and the car cards say it the same way.
 */
export function GalleryPicture({ src, blur, alt, missingText, sizes, width = 1280, eager = false, fit = 'cover' }: GalleryPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  useImageFailedEarly(image, src, () => setFailedSrc(src ?? null));
  if (!src || failedSrc === src) return <CarImage blur={blur} alt={alt} missingText={missingText} />;
  return (
    <Frame blur={blur} fit={fit}>
      <img
        ref={image}
        src={atWidth(src, width)}
        srcSet={srcSetOf(src, width)}
        sizes={sizes}
        alt={alt}
        width={1280}
        height={720}
        loading={eager ? 'eager' : 'lazy'}
        // The eager picture is the gallery's shown one, the page's largest: fetched first, decoded at once.
        {...(eager ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
        onError={() => setFailedSrc(src)}
      />
    </Frame>
  );
}
