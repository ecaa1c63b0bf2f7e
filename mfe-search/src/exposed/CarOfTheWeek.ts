import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { CarOfTheWeekProps } from '@showroom/contracts';
import { CarOfTheWeek } from '../blocks/car-of-the-week/CarOfTheWeek';
import { loadCarOfTheWeek } from '../blocks/car-of-the-week/loadCarOfTheWeek';

/** mfe-search/CarOfTheWeek: the car of the week carousel (a content block). */
export default defineRemoteModule<CarOfTheWeekProps>({ Component: CarOfTheWeek, loadData: loadCarOfTheWeek });
