import { sellCarFormPropsSchema, workshopBookingFormPropsSchema } from '../props/forms';
import { formBuilderPropsSchema, formPopupPropsSchema, marketingFormPropsSchema } from '../props/formBlocks';
import { remoteCatalogue } from './moduleCatalogue';

/** mfe-forms: the lead forms; partners embed the sell-car form. */
export const formsRemote = remoteCatalogue('mfe-forms', {
  // The sell-car page shows the full form; the partner element the short one unless its variant attribute says "full".
  SellCarForm: { kind: 'page', page: 'sellCar', props: sellCarFormPropsSchema, embed: { tag: 'showroom-sell-car-form', params: ['variant'] }, singleSpa: '@showroom/sell-car-form' },
  // Either sell-car form on any content page (its Variant field). Not named "SellCarForm": a block named like a page
  // module is that page's settings (host loadPage), and on the sell-car page it would render the form twice.
  SellCarFormBlock: { kind: 'block', block: 'SellCarFormBlock', props: sellCarFormPropsSchema },
  // dealergroup-no's workshop booking form (spec 3 §2.6), after the dealer picker on /verksted/bestill-service.
  WorkshopBookingForm: { kind: 'block', block: 'WorkshopBookingForm', props: workshopBookingFormPropsSchema, embed: { tag: 'showroom-workshop-booking-form' } },
  // The form blocks (spec 2 §4, §7 "Form builder"); on a partner page the attributes stand in for the block's fields.
  FormBuilder: { kind: 'block', block: 'FormBuilder', props: formBuilderPropsSchema, embed: { tag: 'showroom-form-builder', params: ['form-id'] } },
  MarketingForm: { kind: 'block', block: 'MarketingForm', props: marketingFormPropsSchema, embed: { tag: 'showroom-marketing-form', params: ['form-id', 'script-src', 'portal-id'] } },
  FormPopup: { kind: 'block', block: 'FormPopup', props: formPopupPropsSchema, embed: { tag: 'showroom-form-popup', params: ['form', 'form-id', 'script-src', 'portal-id'] } },
});
