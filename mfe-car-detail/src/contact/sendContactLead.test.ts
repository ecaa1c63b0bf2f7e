import { sendContactLead, type SendContactLeadInput } from './sendContactLead';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const values = { name: 'Anna', phone: '0701234567', email: 'anna@exempel.se', message: '', quote: false, testDrive: true, sellerId: 'site-2' };
const noWait = async () => undefined;

const input = (overrides: Partial<SendContactLeadInput> = {}): SendContactLeadInput => ({
  apiBase: '',
  site: 'carstore-se',
  car: { car_id: '20001', title: 'Volvo EX30 Plus', isSample: true },
  sellers: [
    { id: 'site-1', name: 'Carstore Solna', email: 'solna@carstore.se' },
    { id: 'site-2', name: 'Carstore Täby', email: 'taby@carstore.se' },
    { id: 'site-3', name: 'Carstore Nacka', email: null },
  ],
  source: '/kop-bil/20001/volvo-ex30',
  values,
  post: jest.fn(async () => true),
  sleep: noWait,
  formSubmissionId: ID,
  ...overrides,
});

let logged: jest.SpyInstance;
beforeEach(() => (logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => logged.mockRestore());

describe('sendContactLead', () => {
  it("sends a sample car's lead to the chosen seller", async () => {
    const post = jest.fn(async () => true);
    const result = await sendContactLead(input({ post }));
    expect(result).toEqual({ sent: true, submission: expect.objectContaining({ formSubmissionId: ID }) });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([
      '',
      {
        formName: 'carstore-seCarDetailForm',
        formSubmissionId: ID,
        values: {
          car: 'Volvo EX30 Plus (20001)',
          name: 'Anna',
          phone: '0701234567',
          email: 'anna@exempel.se',
          message: '',
          quote: false,
          testDrive: true,
          source: '/kop-bil/20001/volvo-ex30',
        },
        lead: { site: 'carstore-se', carId: '20001', sellerId: 'site-2' },
      },
    ]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs a missing department and sends nothing', async () => {
    const post = jest.fn(async () => true);
    const result = await sendContactLead(input({ post, values: { ...values, sellerId: 'site-3' } }));
    expect(result).toEqual({ sent: false, reason: 'missingDepartment' });
    expect(post).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(
      '[car contact form] Missing department: seller "site-3" (Carstore Nacka) of sample car 20001 has no department e-mail; the lead was not sent.',
    );
  });

  it('retries with the same formSubmissionId and fails after three rejections', async () => {
    const post = jest.fn(async () => false);
    await expect(sendContactLead(input({ post, formSubmissionId: undefined }))).resolves.toEqual({ sent: false, reason: 'rejected' });
    expect(post).toHaveBeenCalledTimes(3);
    const ids = post.mock.calls.map((call) => (call as unknown as [string, { formSubmissionId: string }])[1].formSubmissionId);
    expect(new Set(ids).size).toBe(1);
    expect(logged).not.toHaveBeenCalled();
  });

  it('gives each press of send its own id', async () => {
    const post = jest.fn(async () => true);
    await sendContactLead(input({ post, formSubmissionId: undefined }));
    await sendContactLead(input({ post, formSubmissionId: undefined }));
    const ids = post.mock.calls.map((call) => (call as unknown as [string, { formSubmissionId: string }])[1].formSubmissionId);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('logs and refuses a lead that does not fit the contract', async () => {
    const post = jest.fn(async () => true);
    await expect(sendContactLead(input({ post, source: 's'.repeat(5001) }))).resolves.toEqual({ sent: false, reason: 'unsendable' });
    expect(post).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
