import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { CarListProps } from '@showroom/contracts';
import { CarList } from '../car-list/CarList';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "car-list-data" */ '../car-list/loadCarList')).loadCarList(ctx);

/** mfe-search/CarList: the car list page. */
export default defineRemoteModule<CarListProps>({ Component: CarList, loadData });
