import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { CarListProps } from '@showroom/contracts';
import { CarList } from '../car-list/CarList';
import { loadCarList } from '../car-list/loadCarList';

/** mfe-search/CarList: the car list page. */
export default defineRemoteModule<CarListProps>({ Component: CarList, loadData: loadCarList });
