import { defineEmbed } from '@showroom/mfe-runtime/embed';
import serviceBooking from './exposed/ServiceBooking';

defineEmbed('showroom-service-booking', 'mfe-service-booking', serviceBooking as never);
