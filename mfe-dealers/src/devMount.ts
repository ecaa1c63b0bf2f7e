import { mountDev } from '@showroom/mfe-runtime/dev';
import module from './exposed/DealerList';

mountDev('mfe-dealers', module as never, { site: 'dealergroup-se' });
