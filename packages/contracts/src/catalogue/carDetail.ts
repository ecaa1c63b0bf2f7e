import { carDetailPropsSchema } from '../props/carDetail';
import { remoteCatalogue } from './moduleCatalogue';

/** mfe-car-detail: one car's page; embedded as <showroom-car-detail car-id="1000090">. */
export const carDetailRemote = remoteCatalogue('mfe-car-detail', {
  CarDetail: {
    kind: 'page',
    page: 'carDetail',
    props: carDetailPropsSchema,
    embed: { tag: 'showroom-car-detail', params: ['car-id'] },
    singleSpa: '@showroom/car-detail',
  },
});
