import { mountDev } from '@showroom/mfe-runtime/dev';
import carList from './exposed/CarList';

mountDev('mfe-search', carList as never, { site: 'dealergroup-se' });
