import { defineEmbed } from '@showroom/mfe-runtime/embed';
import dealerList from './exposed/DealerList';

defineEmbed('showroom-dealer-list', 'mfe-dealers', dealerList as never);
