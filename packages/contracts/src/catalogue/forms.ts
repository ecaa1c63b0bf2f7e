import { sellCarFormPropsSchema } from '../props/forms';
import { remoteCatalogue } from './moduleCatalogue';

/** mfe-forms: the lead forms; partners embed the sell-car form. */
export const formsRemote = remoteCatalogue('mfe-forms', {
  SellCarForm: { kind: 'page', page: 'sellCar', props: sellCarFormPropsSchema, embed: { tag: 'showroom-sell-car-form' }, singleSpa: '@showroom/sell-car-form' },
});
