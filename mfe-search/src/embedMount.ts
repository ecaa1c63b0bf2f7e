import { defineEmbed } from '@showroom/mfe-runtime/embed';
import carList from './exposed/CarList';

defineEmbed('showroom-car-list', 'mfe-search', carList as never);
