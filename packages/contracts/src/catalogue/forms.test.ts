import { formsRemote } from './forms';
import { describeRemoteContract } from './testing/describeRemoteContract';

// The contract of mfe-forms, written out: a change here is a change both the host and the remote must take.
describeRemoteContract(formsRemote, [
  { name: 'SellCarForm', kind: 'page', target: 'sellCar', tag: 'showroom-sell-car-form', params: [], singleSpa: '@showroom/sell-car-form' },
]);
