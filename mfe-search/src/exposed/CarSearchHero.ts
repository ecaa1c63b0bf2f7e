import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { CarSearchHeroProps } from '@showroom/contracts';
import { CarSearchHero } from '../blocks/car-search-hero/CarSearchHero';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "car-search-hero-data" */ '../blocks/car-search-hero/loadCarSearchHero')).loadCarSearchHero(ctx);

/** mfe-search/CarSearchHero: the car search hero banner (a content block). */
export default defineRemoteModule<CarSearchHeroProps>({ Component: CarSearchHero, loadData });
