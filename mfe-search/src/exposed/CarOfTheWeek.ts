import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { CarOfTheWeekProps } from '@showroom/contracts';
import { CarOfTheWeek } from '../blocks/car-of-the-week/CarOfTheWeek';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "car-of-the-week-data" */ '../blocks/car-of-the-week/loadCarOfTheWeek')).loadCarOfTheWeek(ctx);

/** mfe-search/CarOfTheWeek: the car of the week carousel (a content block). */
export default defineRemoteModule<CarOfTheWeekProps>({ Component: CarOfTheWeek, loadData });
