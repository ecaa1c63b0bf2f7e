import { dealersRemote } from './dealers';
import { describeRemoteContract } from './testing/describeRemoteContract';

// The contract of mfe-dealers, written out: a change here is a change both the host and the remote must take.
describeRemoteContract(dealersRemote, [
  { name: 'DealerList', kind: 'page', target: 'dealers', tag: 'showroom-dealer-list', params: [], singleSpa: '@showroom/dealer-list' },
  { name: 'SiteDetail', kind: 'page', target: 'dealerDetail' },
  { name: 'SiteTeasers', kind: 'block', target: 'SiteTeasers' },
  { name: 'DealerPicker', kind: 'block', target: 'DealerPicker' },
]);
