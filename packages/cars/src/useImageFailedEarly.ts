import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `onFailed` when a server-rendered picture failed before React was listening: its error
 * event fired before hydration, so onError never runs and the browser's broken-image icon would
 * stay. A picture that has finished (`complete`) but cannot be decoded is such a failure.
 */
export function useImageFailedEarly(image: RefObject<HTMLImageElement | null>, src: string | undefined, onFailed: () => void): void {
  // onFailed is a fresh closure each render; the check belongs to the picture, i.e. its src.
  const failed = useEffectEvent(onFailed);
  useEffect(() => {
    const img = image.current;
    // Not finished yet (or lazy and not started): its error event, if any, will reach onError.
    if (!img || !img.complete || typeof img.decode !== 'function') return undefined;
    let live = true;
    img.decode().catch(() => {
      if (live) failed();
    });
    return () => {
      live = false;
    };
  }, [image, src]);
}
