import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { CarSearchHeroProps } from '@showroom/contracts';
import { CarSearchHero } from '../blocks/car-search-hero/CarSearchHero';
import { loadCarSearchHero } from '../blocks/car-search-hero/loadCarSearchHero';

/** mfe-search/CarSearchHero: the car search hero banner (a content block). */
export default defineRemoteModule<CarSearchHeroProps>({ Component: CarSearchHero, loadData: loadCarSearchHero });
