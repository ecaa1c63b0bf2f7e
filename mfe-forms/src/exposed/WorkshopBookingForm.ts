import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { WorkshopBookingFormProps } from '@showroom/contracts';
import { WorkshopBookingForm } from '../workshop-booking/WorkshopBookingForm';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "workshop-booking-data" */ '../workshop-booking/loadWorkshopBookingForm')).loadWorkshopBookingForm(ctx);

/** mfe-forms/WorkshopBookingForm: dealergroup-no's workshop booking form, a content block and a partner element. */
export default defineRemoteModule<WorkshopBookingFormProps>({ Component: WorkshopBookingForm, loadData });
