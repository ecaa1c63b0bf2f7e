import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { CarTeasersProps } from '@showroom/contracts';
import { CarTeasers } from '../blocks/car-teasers/CarTeasers';
import { loadCarTeasers } from '../blocks/car-teasers/loadCarTeasers';

/** mfe-search/CarTeasers: car teasers by fixed ids or a predefined query (a content block). */
export default defineRemoteModule<CarTeasersProps>({ Component: CarTeasers, loadData: loadCarTeasers });
