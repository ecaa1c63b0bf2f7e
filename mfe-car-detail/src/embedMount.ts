import { defineEmbed } from '@showroom/mfe-runtime/embed';
import carDetail from './exposed/CarDetail';

// <showroom-car-detail car-id="1000090">: the car is the element's; the embed finds its canonical path itself.
defineEmbed('showroom-car-detail', 'mfe-car-detail', carDetail as never, { params: (element) => [element.getAttribute('car-id') ?? ''] });
