import { defineEmbed } from '@showroom/mfe-runtime/embed';
import sellCarForm from './exposed/SellCarForm';

// Partners embed this one: it renders inside the element's shadow root (no portals, no global CSS).
defineEmbed('showroom-sell-car-form', 'mfe-forms', sellCarForm as never);
