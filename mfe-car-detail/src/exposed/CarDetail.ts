import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { CarDetailProps } from '@showroom/contracts';
import { CarDetailPage } from '../page/CarDetailPage';
import { loadCarDetail } from '../page/loadCarDetail';

/** mfe-car-detail/CarDetail: the car detail page. */
export default defineRemoteModule<CarDetailProps>({ Component: CarDetailPage, loadData: loadCarDetail });
