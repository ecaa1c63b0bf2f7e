import { kitsRemote } from './kits';
import { describeRemoteContract } from './testing/describeRemoteContract';

// The contract of mfe-kits, written out: a change here is a change both the host and the remote must take.
describeRemoteContract(kitsRemote, [
  { name: 'KitGrid', kind: 'page', target: 'kits', tag: 'showroom-kit-grid', params: [], singleSpa: '@showroom/kit-grid' },
]);
