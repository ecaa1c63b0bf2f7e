import { mountDev } from '@showroom/mfe-runtime/dev';
import module from './exposed/KitGrid';

mountDev('mfe-kits', module as never, { site: 'dealergroup-se' });
