import { carContactValuesSchema } from './carContact';
import { isCarLeadForm, leadValuesSchemaFor } from './index';
import { sellCarValuesSchema } from './sellCar';
import { workshopBookingValuesSchema } from './workshopBooking';

describe('leadValuesSchemaFor: which forms the BFF takes, each with its own values schema', () => {
  it.each([
    ['carstore-seSellCarForm', sellCarValuesSchema],
    ['premium-ukSellCarForm', sellCarValuesSchema],
    ['dealergroup-noSellCarForm', sellCarValuesSchema],
    ['ServiceBookingForm', workshopBookingValuesSchema],
    ['dealergroup-seCarDetailForm', carContactValuesSchema],
    ['carstore-fiCarDetailForm', carContactValuesSchema],
  ])('%s', (formName, schema) => {
    expect(leadValuesSchemaFor(formName)).toBe(schema);
  });

  it.each(['SellCarForm', 'nowhereSellCarForm', 'carstore-seSellCarFormX', 'CarDetailForm', 'evil-siteCarDetailForm', 'servicebookingform', '', '__proto__', 'constructor', 'toString'])('takes no lead for %p', (formName) => {
    expect(leadValuesSchemaFor(formName)).toBeNull();
  });

  it('marks only a site code + CarDetailForm as a car lead (its recipient is set by the server)', () => {
    expect(isCarLeadForm('carstore-seCarDetailForm')).toBe(true);
    expect(isCarLeadForm('carstore-seSellCarForm')).toBe(false);
    expect(isCarLeadForm('nowhereCarDetailForm')).toBe(false);
  });
});
