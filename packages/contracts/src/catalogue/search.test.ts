import { searchRemote } from './search';
import { describeRemoteContract } from './testing/describeRemoteContract';

// The contract of mfe-search, written out: a change here is a change both the host and the remote must take.
describeRemoteContract(searchRemote, [
  { name: 'CarList', kind: 'page', target: 'carList', tag: 'showroom-car-list', params: [], singleSpa: '@showroom/car-list' },
  { name: 'CarOfTheWeek', kind: 'block', target: 'CarOfTheWeek' },
  { name: 'CarTeasers', kind: 'block', target: 'CarTeasers' },
  { name: 'CarSearchHero', kind: 'block', target: 'CarSearchHero' },
]);
