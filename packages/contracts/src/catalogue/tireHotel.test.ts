import { tireHotelRemote } from './tireHotel';
import { describeRemoteContract } from './testing/describeRemoteContract';

// The contract of mfe-tirehotel, written out: a change here is a change both the host and the remote must take.
describeRemoteContract(tireHotelRemote, [
  { name: 'TireHotel', kind: 'page', target: 'tireHotel', tag: 'showroom-tire-hotel', params: [], singleSpa: '@showroom/tire-hotel' },
]);
