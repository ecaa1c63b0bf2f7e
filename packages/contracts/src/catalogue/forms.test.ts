import { formsRemote } from './forms';
import { describeRemoteContract } from './testing/describeRemoteContract';

// The contract of mfe-forms, written out: a change here is a change both the host and the remote must take.
describeRemoteContract(formsRemote, [
  { name: 'SellCarForm', kind: 'page', target: 'sellCar', tag: 'showroom-sell-car-form', params: ['variant'], singleSpa: '@showroom/sell-car-form' },
  { name: 'SellCarFormBlock', kind: 'block', target: 'SellCarFormBlock' },
  { name: 'WorkshopBookingForm', kind: 'block', target: 'WorkshopBookingForm', tag: 'showroom-workshop-booking-form', params: [] },
  { name: 'FormBuilder', kind: 'block', target: 'FormBuilder', tag: 'showroom-form-builder', params: ['form-id'] },
  { name: 'MarketingForm', kind: 'block', target: 'MarketingForm', tag: 'showroom-marketing-form', params: ['form-id', 'script-src', 'portal-id'] },
  { name: 'FormPopup', kind: 'block', target: 'FormPopup', tag: 'showroom-form-popup', params: ['form', 'form-id', 'script-src', 'portal-id'] },
]);
