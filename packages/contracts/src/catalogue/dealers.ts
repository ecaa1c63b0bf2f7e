import { dealerListPropsSchema } from '../props/dealers';
import { remoteCatalogue } from './moduleCatalogue';

/** mfe-dealers: the dealer site list. */
export const dealersRemote = remoteCatalogue('mfe-dealers', {
  DealerList: { kind: 'page', page: 'dealers', props: dealerListPropsSchema, embed: { tag: 'showroom-dealer-list' }, singleSpa: '@showroom/dealer-list' },
});
