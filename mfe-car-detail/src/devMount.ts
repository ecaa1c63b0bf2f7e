import { mountDev } from '@showroom/mfe-runtime/dev';
import module from './exposed/CarDetail';

mountDev('mfe-car-detail', module as never, { site: 'dealergroup-se' });
