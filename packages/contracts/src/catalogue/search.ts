import { carOfTheWeekPropsSchema, carSearchHeroPropsSchema, carTeasersPropsSchema } from '../props/carBlocks';
import { carListPropsSchema } from '../props/search';
import { remoteCatalogue } from './moduleCatalogue';

/** mfe-search: the car list page and the car blocks of the content pages (spec 2 "Other car surfaces"). */
export const searchRemote = remoteCatalogue('mfe-search', {
  CarList: { kind: 'page', page: 'carList', props: carListPropsSchema, embed: { tag: 'showroom-car-list' }, singleSpa: '@showroom/car-list' },
  CarOfTheWeek: { kind: 'block', block: 'CarOfTheWeek', props: carOfTheWeekPropsSchema },
  CarTeasers: { kind: 'block', block: 'CarTeasers', props: carTeasersPropsSchema },
  CarSearchHero: { kind: 'block', block: 'CarSearchHero', props: carSearchHeroPropsSchema },
});
