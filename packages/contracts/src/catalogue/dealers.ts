import { dealerListPropsSchema } from '../props/dealers';
import { siteDetailPropsSchema } from '../props/siteDetail';
import { dealerPickerPropsSchema, siteTeasersPropsSchema } from '../props/dealerBlocks';
import { remoteCatalogue } from './moduleCatalogue';

/** mfe-dealers: the dealer site list, a dealer site's page, the site teasers block and the dealer picker. */
export const dealersRemote = remoteCatalogue('mfe-dealers', {
  DealerList: { kind: 'page', page: 'dealers', props: dealerListPropsSchema, embed: { tag: 'showroom-dealer-list' }, singleSpa: '@showroom/dealer-list' },
  SiteDetail: { kind: 'page', page: 'dealerDetail', props: siteDetailPropsSchema },
  SiteTeasers: { kind: 'block', block: 'SiteTeasers', props: siteTeasersPropsSchema },
  DealerPicker: { kind: 'block', block: 'DealerPicker', props: dealerPickerPropsSchema },
});
