import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { CarDetailProps } from '@showroom/contracts';
import { CarDetail } from '../headline/CarDetail';
import { loadCarDetail } from '../headline/loadCarDetail';

/** mfe-car-detail/CarDetail: the car detail page (for now its headline). */
export default defineRemoteModule<CarDetailProps>({ Component: CarDetail, loadData: loadCarDetail });
