import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { WorkshopBookingFormProps } from '@showroom/contracts';
import { WorkshopBookingForm } from '../workshop-booking/WorkshopBookingForm';
import { loadWorkshopBookingForm } from '../workshop-booking/loadWorkshopBookingForm';

/** mfe-forms/WorkshopBookingForm: dealergroup-no's workshop booking form, a content block and a partner element. */
export default defineRemoteModule<WorkshopBookingFormProps>({ Component: WorkshopBookingForm, loadData: loadWorkshopBookingForm });
