import { StoriesList } from '../../stories/StoriesList';
import { StoriesTeaser } from '../../stories/StoriesTeaser';
import { StoryDetail } from '../../stories/StoryDetail';
import { Blurb } from '../blurb/Blurb';
import { CardList } from '../cards/CardList';
import { CarModelCards } from '../carModels/CarModelCards';
import { Carousel } from '../carousel/Carousel';
import { Countdown } from '../countdown/Countdown';
import { HeroBanner } from '../hero/HeroBanner';
import type { HostBlock } from '../hostBlock';

const stories = () => import('../../stories/server/storiesBlockData');

/**
 * The blocks the host renders itself, by the content platform's componentName, each as `{ Component, loadData }`
 * like a remote's block module (the remotes' blocks are the catalogue's, packages/contracts). The stories
 * components are wrapped because they import this folder's helpers: a direct reference would be read
 * before their module finished loading.
 */
export const HOST_BLOCKS: Readonly<Record<string, HostBlock>> = {
  HeroBanner: { Component: HeroBanner, loadData: () => import('../hero/heroBlurData').then((m) => m.loadHeroBlur) },
  Blurb: { Component: Blurb },
  CardList: { Component: CardList },
  CarModelCards: { Component: CarModelCards },
  Carousel: { Component: Carousel },
  Countdown: { Component: Countdown },
  StoriesList: { Component: (props) => <StoriesList {...props} />, loadData: () => stories().then((m) => m.loadStoriesList) },
  StoriesTeaser: { Component: (props) => <StoriesTeaser {...props} />, loadData: () => stories().then((m) => m.loadStoriesTeaser) },
  StoryDetail: { Component: (props) => <StoryDetail {...props} />, loadData: () => stories().then((m) => m.loadStoryDetail) },
};
