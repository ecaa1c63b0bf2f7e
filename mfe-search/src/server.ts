import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import carList from './exposed/CarList';
import carOfTheWeek from './exposed/CarOfTheWeek';
import carSearchHero from './exposed/CarSearchHero';
import carTeasers from './exposed/CarTeasers';

/** The server bundle the host downloads: every exposed module, by name. */
const bundle: RemoteServerBundle = {
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  modules: { CarList: carList as never, CarOfTheWeek: carOfTheWeek as never, CarTeasers: carTeasers as never, CarSearchHero: carSearchHero as never },
};
export default bundle;
