import { mountDev } from '@showroom/mfe-runtime/dev';
import module from './exposed/TireHotel';

mountDev('mfe-tirehotel', module as never, { site: 'dealergroup-se' });
