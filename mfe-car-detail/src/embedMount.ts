import { defineEmbed } from '@showroom/mfe-runtime/embed';
import carDetail from './exposed/CarDetail';

defineEmbed('showroom-car-detail', 'mfe-car-detail', carDetail as never);
