import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { CarTeasersProps } from '@showroom/contracts';
import { CarTeasers } from '../blocks/car-teasers/CarTeasers';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "car-teasers-data" */ '../blocks/car-teasers/loadCarTeasers')).loadCarTeasers(ctx);

/** mfe-search/CarTeasers: car teasers by fixed ids or a predefined query (a content block). */
export default defineRemoteModule<CarTeasersProps>({ Component: CarTeasers, loadData });
