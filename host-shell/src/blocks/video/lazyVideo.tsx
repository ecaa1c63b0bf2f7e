import { lazy, Suspense, type ComponentProps } from 'react';
import type { MediaVideoProps } from './MediaVideo';

// A block's video player and its YouTube facade are chunks of their own, fetched only for a block that shows one:
// most blocks show a picture, and this code (1.6 kB gzip) was in every block's chunk, twice on the home page
// (issue 14). The server renders them in place (its render waits for every boundary); in the browser a block with a
// video keeps the server's markup until the code is there, then hydrates it.
const MediaVideoPart = lazy(() => import(/* webpackChunkName: "video" */ './MediaVideo').then((m) => ({ default: m.MediaVideo })));
const YoutubeFacadePart = lazy(() => import(/* webpackChunkName: "youtube" */ './YoutubeFacade').then((m) => ({ default: m.YoutubeFacade })));

/** The block video player (./MediaVideo), its code fetched when a block shows one. */
export function MediaVideo(props: MediaVideoProps) {
  return (
    <Suspense fallback={null}>
      <MediaVideoPart {...props} />
    </Suspense>
  );
}

/** The YouTube facade (./YoutubeFacade), its code fetched when a block shows one. */
export function YoutubeFacade(props: ComponentProps<typeof YoutubeFacadePart>) {
  return (
    <Suspense fallback={null}>
      <YoutubeFacadePart {...props} />
    </Suspense>
  );
}
