import { fakeBff } from '@showroom/test-kit';
import type { WorkshopBookingLeadValues } from '@showroom/contracts/lead-forms';
import { buildWorkshopSubmission, sendWorkshopBooking, workshopLeadEvent } from './workshopBooking';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const values: WorkshopBookingLeadValues = {
  siteEmail: 'verksted@bergen.example.no',
  siteName: 'Forhandler Bergen',
  description: '',
  customerName: 'Ola Nordmann',
  customerPhone: '912 34 567',
  customerEmail: 'ola@nordmann.no',
  regno: 'AB 12345',
  milage: '0',
  date: '2026-11-26',
  other: '',
  services: ['Service', 'Hjulskift'],
  gdpr: true,
  newsletter: true,
  typeMC: false,
};

afterEach(() => jest.restoreAllMocks());

describe('buildWorkshopSubmission', () => {
  it('is formName ServiceBookingForm, the id and the values (spec 3 §3.4)', () => {
    expect(buildWorkshopSubmission(values, ID)).toEqual({ formName: 'ServiceBookingForm', formSubmissionId: ID, values });
  });
  it('refuses values the BFF would refuse', () => {
    expect(() => buildWorkshopSubmission({ ...values, gdpr: false as true }, ID)).toThrow();
  });
});

describe('sendWorkshopBooking', () => {
  it('posts through the BFF and is sent on 202', async () => {
    const bff = fakeBff(() => ({ status: 202, body: { id: ID } }));
    await expect(sendWorkshopBooking('https://dealergroup.no', values, ID)).resolves.toEqual({ sent: true, submission: { formName: 'ServiceBookingForm', formSubmissionId: ID, values } });
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: 'https://dealergroup.no/api/forms/comhub' }));
  });
  it.each([200, 201, 400, 503])('is not sent on %i', async (status) => {
    fakeBff(() => ({ status, body: {} }));
    await expect(sendWorkshopBooking('', values, ID)).resolves.toEqual({ sent: false });
  });
  it('is not sent when the request fails', async () => {
    fakeBff().mockRejectedValue(new Error('Network Error'));
    await expect(sendWorkshopBooking('', values, ID)).resolves.toEqual({ sent: false });
  });
  it('sends nothing when the values do not fit', async () => {
    const bff = fakeBff(() => ({ status: 202, body: {} }));
    await expect(sendWorkshopBooking('', { ...values, customerPhone: '12345' }, ID)).resolves.toEqual({ sent: false });
    expect(bff).not.toHaveBeenCalled();
  });
});

describe('workshopLeadEvent', () => {
  it('names the form, the vehicle kind and the services, and nothing personal', () => {
    expect(workshopLeadEvent(values)).toEqual({ event: 'lead', form_name: 'ServiceBookingForm', type_mc: false, services: ['Service', 'Hjulskift'] });
  });
});
