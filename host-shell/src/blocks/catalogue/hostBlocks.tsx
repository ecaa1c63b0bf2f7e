import type { ReactNode } from 'react';
import type { BlockRendererProps } from '../blockRenderer';
import type { HostBlock } from '../hostBlock';
import { lazyBlock } from './lazyBlock';

const stories = () => import('../../stories/server/storiesBlockData');

// The host's blocks are code of content pages: the car list, car, dealer and booking pages have none, so the code
// every page loads leaves them out (issue 14: 10 kB gzip). Those of the home and content pages are one chunk, a
// request more on those pages; the stories list and a story, pages of their own, are another. The browser fetches
// a page's before hydrating it (client/bootstrap), the server with the block's data (server/slots/loadBlocks).
const block = (load: () => Promise<(props: BlockRendererProps) => ReactNode>) => lazyBlock<BlockRendererProps>(load);
const hero = block(() => import(/* webpackChunkName: "blocks" */ '../hero/HeroBanner').then((m) => m.HeroBanner));
// A lead-form page's only host block is a Blurb (dealergroup-no's workshop booking): it loads the Blurb as a chunk of
// its own instead of every block's code and embla (the `blocks` chunk). A page with other host blocks takes it from
// `blocks`, in the one request it makes anyway. preloadHostBlocks says which, before anything is fetched.
let blurbBesideOthers = true;
const blurb = block(() =>
  (blurbBesideOthers ? import(/* webpackChunkName: "blocks" */ '../blurb/Blurb') : import(/* webpackChunkName: "blurb" */ '../blurb/Blurb')).then((m) => m.Blurb),
);
const cardList = block(() => import(/* webpackChunkName: "blocks" */ '../cards/CardList').then((m) => m.CardList));
const carModelCards = block(() => import(/* webpackChunkName: "blocks" */ '../carModels/CarModelCards').then((m) => m.CarModelCards));
const carousel = block(() => import(/* webpackChunkName: "blocks" */ '../carousel/Carousel').then((m) => m.Carousel));
const countdown = block(() => import(/* webpackChunkName: "blocks" */ '../countdown/Countdown').then((m) => m.Countdown));
const storiesTeaser = block(() => import(/* webpackChunkName: "blocks" */ '../../stories/StoriesTeaser').then((m) => m.StoriesTeaser));
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

/** Fetches the code of the page's host blocks; a chunk that fails is left to the block's error boundary. */
export async function preloadHostBlocks(componentNames: Iterable<string>): Promise<void> {
  const names = [...new Set(componentNames)];
  blurbBesideOthers = names.some((name) => name !== 'Blurb' && hostBlock(name));
  const loads = names.map((name) => hostBlock(name)?.preload?.().catch(() => undefined));
  await Promise.all(loads);
}
