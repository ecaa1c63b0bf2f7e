import { kitGridPropsSchema } from '../props/kits';
import { remoteCatalogue } from './moduleCatalogue';

/** mfe-kits: the accessory kit catalogue. */
export const kitsRemote = remoteCatalogue('mfe-kits', {
  KitGrid: { kind: 'page', page: 'kits', props: kitGridPropsSchema, embed: { tag: 'showroom-kit-grid' }, singleSpa: '@showroom/kit-grid' },
});
