import { mountDev } from '@showroom/mfe-runtime/dev';
import module from './exposed/ServiceBooking';

mountDev('mfe-service-booking', module as never, { site: 'dealergroup-se' });
