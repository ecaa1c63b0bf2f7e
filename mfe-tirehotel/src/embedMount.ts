import { defineEmbed } from '@showroom/mfe-runtime/embed';
import tireHotel from './exposed/TireHotel';

defineEmbed('showroom-tire-hotel', 'mfe-tirehotel', tireHotel as never);
