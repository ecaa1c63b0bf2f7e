import { carDetailPropsSchema } from '../props/carDetail';
import { remoteCatalogue } from './moduleCatalogue';

/** mfe-car-detail: one car's page; embedded as <showroom-car-detail car-id="1000090">. */
export const carDetailRemote = remoteCatalogue('mfe-car-detail', {
  CarDetail: {
    kind: 'page',
    page: 'carDetail',
    props: carDetailPropsSchema,
    // Its data is a waterfall (the car, then its site and similar cars): one call to the host instead on a partner's page.
    embed: { tag: 'showroom-car-detail', params: ['car-id'], data: 'host' },
    singleSpa: '@showroom/car-detail',
  },
});
