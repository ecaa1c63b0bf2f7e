import type { ReactNode } from 'react';
import type { BlockRendererProps } from '../blockRenderer';
import type { HostBlock } from '../hostBlock';
import { lazyBlock } from './lazyBlock';

const stories = () => import('../../stories/server/storiesBlockData');

// The host's blocks are code of content pages: the car list, car, dealer and booking pages have none, so the code
// every page loads leaves them out (issue 14: 10 kB gzip). Each is a chunk of its own: a page fetches the code of
// the blocks near the viewport before hydrating (client/bootstrap) and each other block's as it comes near
// (blocks/whenNear), so the home page's first load takes its hero and blurbs, not the carousel and embla below
// them. The stories list and a story, pages of their own, share one. The server loads them with the block's data
// (server/slots/loadBlocks).
const block = (load: () => Promise<(props: BlockRendererProps) => ReactNode>) => lazyBlock<BlockRendererProps>(load);
const hero = block(() => import(/* webpackChunkName: "hero" */ '../hero/HeroBanner').then((m) => m.HeroBanner));
const blurb = block(() => import(/* webpackChunkName: "blurb" */ '../blurb/Blurb').then((m) => m.Blurb));
const cardList = block(() => import(/* webpackChunkName: "cards" */ '../cards/CardList').then((m) => m.CardList));
const carModelCards = block(() => import(/* webpackChunkName: "models" */ '../carModels/CarModelCards').then((m) => m.CarModelCards));
const carousel = block(() => import(/* webpackChunkName: "carousel" */ '../carousel/Carousel').then((m) => m.Carousel));
const countdown = block(() => import(/* webpackChunkName: "countdown" */ '../countdown/Countdown').then((m) => m.Countdown));
const storiesTeaser = block(() => import(/* webpackChunkName: "teaser" */ '../../stories/StoriesTeaser').then((m) => m.StoriesTeaser));
const storiesList = block(() => import(/* webpackChunkName: "stories" */ '../../stories/StoriesList').then((m) => m.StoriesList));
const storyDetail = block(() => import(/* webpackChunkName: "stories" */ '../../stories/StoryDetail').then((m) => m.StoryDetail));

/**
 * The blocks the host renders itself, by the content platform's componentName, each as `{ Component, loadData }`
 * like a remote's block module (the remotes' blocks are the catalogue's, packages/contracts), with `preload` for
 * its chunk.
 */
export const HOST_BLOCKS: Readonly<Record<string, HostBlock>> = {
  HeroBanner: { ...hero, loadData: () => import('../hero/heroBlurData').then((m) => m.loadHeroBlur) },
  Blurb: blurb,
  CardList: cardList,
  CarModelCards: carModelCards,
  Carousel: carousel,
  Countdown: countdown,
  StoriesList: { ...storiesList, loadData: () => stories().then((m) => m.loadStoriesList) },
  StoriesTeaser: { ...storiesTeaser, loadData: () => stories().then((m) => m.loadStoriesTeaser) },
  StoryDetail: { ...storyDetail, loadData: () => stories().then((m) => m.loadStoryDetail) },
};

/** The host's block of a componentName. Own keys only: a name from content such as 'constructor' is no block. */
export function hostBlock(componentName: string): HostBlock | undefined {
  return Object.hasOwn(HOST_BLOCKS, componentName) ? HOST_BLOCKS[componentName] : undefined;
}

/** Fetches the code of the named host blocks; a chunk that fails is left to the block's error boundary. */
export async function preloadHostBlocks(componentNames: Iterable<string>): Promise<void> {
  const loads = [...new Set(componentNames)].map((name) => hostBlock(name)?.preload?.().catch(() => undefined));
  await Promise.all(loads);
}
