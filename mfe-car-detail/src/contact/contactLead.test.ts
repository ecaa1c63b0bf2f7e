import { buildContactSubmission, contactFormName, leadCarText, leadEvent } from './contactLead';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const car = { car_id: '10234', title: 'Volvo XC60 B4 AWD Plus' };
const values = { name: 'Anna Svensson', phone: '+46 70 123 45 67', email: 'anna@exempel.se', message: 'Finns den kvar?', quote: true, testDrive: false, sellerId: '' };

describe('contactFormName', () => {
  it('is the site code plus CarDetailForm', () => {
    expect(contactFormName('carstore-se')).toBe('carstore-seCarDetailForm');
    expect(contactFormName('premium-uk')).toBe('premium-ukCarDetailForm');
  });
});

describe('buildContactSubmission', () => {
  it('builds the comhub body of spec 2 §3 without a recipient, naming the car for the BFF', () => {
    expect(buildContactSubmission({ site: 'carstore-se', formSubmissionId: ID, car, values, source: '/kop-bil/10234/volvo-xc60' })).toEqual({
      formName: 'carstore-seCarDetailForm',
      formSubmissionId: ID,
      values: {
        car: 'Volvo XC60 B4 AWD Plus (10234)',
        name: 'Anna Svensson',
        phone: '+46 70 123 45 67',
        email: 'anna@exempel.se',
        message: 'Finns den kvar?',
        quote: true,
        testDrive: false,
        source: '/kop-bil/10234/volvo-xc60',
      },
      lead: { site: 'carstore-se', carId: '10234' },
    });
  });

  it("names a sample car's chosen seller", () => {
    expect(buildContactSubmission({ site: 'carstore-se', formSubmissionId: ID, car, values, sellerId: 'site-2', source: '/' }).lead).toEqual({ site: 'carstore-se', carId: '10234', sellerId: 'site-2' });
  });

  it('refuses an id that is not a UUID', () => {
    expect(() => buildContactSubmission({ site: 'carstore-se', formSubmissionId: 'nope', car, values, source: '/' })).toThrow();
  });
});

describe('leadCarText', () => {
  it('names the car by title and id', () => {
    expect(leadCarText({ car_id: '7', title: 'Mini Cooper' })).toBe('Mini Cooper (7)');
  });
});

describe('leadEvent', () => {
  it('is a lead push with the form name, the car and the ticks', () => {
    const submission = buildContactSubmission({ site: 'carstore-fi', formSubmissionId: ID, car, values: { ...values, quote: false, testDrive: true }, source: '/' });
    expect(leadEvent(submission, '10234')).toEqual({ event: 'lead', form_name: 'carstore-fiCarDetailForm', car_id: '10234', quote: false, test_drive: true });
  });
});

