import { mountDev } from '@showroom/mfe-runtime/dev';
import module from './exposed/SellCarForm';

mountDev('mfe-forms', module as never, { site: 'carstore-se' });
