import { serviceBookingRemote } from './serviceBooking';
import { describeRemoteContract } from './testing/describeRemoteContract';

// The contract of mfe-service-booking, written out: a change here is a change both the host and the remote must take.
describeRemoteContract(serviceBookingRemote, [
  { name: 'ServiceBooking', kind: 'page', target: 'serviceBooking', tag: 'showroom-service-booking', params: [], singleSpa: '@showroom/service-booking' },
]);
