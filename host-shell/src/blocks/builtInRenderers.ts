import type { BlockRenderer } from './blockRenderer';
import { Blurb } from './blurb/Blurb';
import { CardList } from './cards/CardList';
import { CarModelCards } from './carModels/CarModelCards';
import { Carousel } from './carousel/Carousel';
import { Countdown } from './countdown/Countdown';
import { HeroBanner } from './hero/HeroBanner';

/** The blocks the host renders itself, by the content platform's componentName. */
export const BUILT_IN_RENDERERS: Readonly<Record<string, BlockRenderer>> = {
  HeroBanner,
  Blurb,
  CardList,
  CarModelCards,
  Carousel,
  Countdown,
};
