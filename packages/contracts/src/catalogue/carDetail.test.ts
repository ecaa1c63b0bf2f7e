import { carDetailRemote } from './carDetail';
import { describeRemoteContract } from './testing/describeRemoteContract';

// The contract of mfe-car-detail, written out: a change here is a change both the host and the remote must take.
describeRemoteContract(carDetailRemote, [
  { name: 'CarDetail', kind: 'page', target: 'carDetail', tag: 'showroom-car-detail', params: ['car-id'], singleSpa: '@showroom/car-detail' },
]);
