import Fastify, { type FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { SearchRequest, ShowroomApi } from '@showroom/contracts';
import { startLeads, type Leads } from '../../leads/leadService';
import type { LeadsConfig } from '../../leads/leadsConfig';
import type { LeadStore } from '../../leads/leadStore';
import { closeTestDatabases, TEST_DATABASES, type TestDatabase } from '../../leads/testing/testDatabases';
import { safeJsonBodies } from '../jsonBody';
import { formsRoute } from './forms.route';

// A search service over a few hand-made records: enough to find a car and its brand's sites.
const CARS = [
  { car_id: '101', car_brand: 'Volvo', car_is_sample: false, car_site_name: 'Hedin Bil Göteborg', car_site_leads_email: 'leads.goteborg@dealer.example' },
  { car_id: '102', car_brand: 'Kia', car_is_sample: false, car_site_name: 'Nowhere', car_site_leads_email: null },
  { car_id: '201', car_brand: 'Volvo', car_is_sample: true, car_site_name: null, car_site_leads_email: null },
];
const department = (group: string, email: string, brand: string) => ({ name: group, official_name: group, phone: '', email, group, department_type: '', erp_id: '1.1', brands: [{ brand_code: brand.slice(0, 2).toUpperCase(), brand_name: brand }], users: [], openingschedule: { openinghours: [] }, deviationdays: [], vacationdays: [] });
const SITES = [
  { site_id: 's1', slug: 'malmo', site_official_name: 'Hedin Volvo Malmö', site_brands: ['Volvo'], site_departments: [department('Workshop', 'verkstad@s1.example', 'Volvo'), department('New cars', 'nya.volvo@s1.example', 'Volvo')] },
  { site_id: 's2', slug: 'lund', site_official_name: 'Hedin Volvo Lund', site_brands: ['Volvo'], site_departments: [department('Workshop', 'verkstad@s2.example', 'Volvo')] },
];
const searches: SearchRequest[] = [];
const api: ShowroomApi = {
  async search<S extends z.ZodMiniType>(request: SearchRequest, item: S) {
    searches.push(request);
    const rows: unknown[] =
      request.index === 'cars'
        ? CARS.filter((c) => request.filters?.car_id?.includes(c.car_id))
        : request.filters?.site_departments_group
          ? SITES.filter((s) => s.site_departments.some((d) => request.filters?.site_departments_group?.includes(d.group)))
          : SITES.filter((s) => s.site_brands.some((b) => request.filters?.site_brands?.includes(b)));
    return { total: rows.length, content: rows.map((row) => item.parse(row) as z.infer<S>), facets: [] } as never;
  },
};

const ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const base = { formName: 'dealergroup-seCarDetailForm', formSubmissionId: ID, values: { car: 'Volvo XC60 (101)', name: 'Ada', email: 'ada@example.se', phone: '0701234567', quote: false, testDrive: true } };
const sellCar = { formName: 'carstore-seSellCarForm', formSubmissionId: ID, values: { customerName: 'Anna Svensson', customerPhone: '070 123 45 67', customerEmail: 'anna@exempel.se' } };
const config: LeadsConfig = { databaseUrl: undefined, pgliteDir: 'memory://', backoffBaseMs: 1000, backoffCapMs: 60_000, retryAfterCapMs: 3_600_000, maxAttempts: 3, pollMs: 3_600_000, leaseMs: 60_000, batchSize: 20, retentionDays: 90, sendTimeoutMs: 1000 };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

const [, openPglite] = TEST_DATABASES[0]!;
let db: TestDatabase;
let leads: Leads;
let store: LeadStore;
let server: FastifyInstance;

beforeEach(async () => {
  db = await openPglite();
  // No delivery here: what the route stored is what the table holds.
  leads = startLeads({ config, log: silent, open: () => db.connect(), send: async () => ({ status: 202 }), deliver: false });
  store = await leads.store();
  server = Fastify({ bodyLimit: 64 * 1024 });
  await server.register(
    async (scope) => {
      safeJsonBodies(scope);
      formsRoute(scope, leads, api);
    },
    { prefix: '/api' },
  );
}, 60_000);
afterEach(async () => {
  await server.close();
  await leads.close();
  await db.drop();
});
afterAll(() => closeTestDatabases());

const post = (payload: unknown) => server.inject({ method: 'POST', url: '/api/forms/comhub', payload: payload as object });
const rawPost = (body: string) => server.inject({ method: 'POST', url: '/api/forms/comhub', headers: { 'content-type': 'application/json' }, payload: body });
const stored = () => store.countByStatus();
const nothingStored = { pending: 0, delivered: 0, parked: 0 };

describe('POST /api/forms/comhub stores the lead before it answers (issue 17)', () => {
  it('answers 202 { id } once the lead is stored, pending delivery', async () => {
    const response = await post(sellCar);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ id: ID });
    expect(await store.get(ID)).toMatchObject({ formName: 'carstore-seSellCarForm', values: sellCar.values, status: 'pending', attempts: 0 });
  });

  it('stores the same formSubmissionId posted twice once, and answers 202 both times', async () => {
    expect((await post(sellCar)).statusCode).toBe(202);
    expect((await post({ ...sellCar, values: { ...sellCar.values, customerName: 'Changed Mind' } })).statusCode).toBe(202);
    expect(await stored()).toEqual({ ...nothingStored, pending: 1 });
    expect((await store.get(ID))?.values).toEqual(sellCar.values);
  });

  it('answers 503 with a JSON error when the store cannot take the lead, and stores nothing', async () => {
    leads.setAvailable(false);
    const response = await post(sellCar);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatch(/could not be stored/);
    leads.setAvailable(true);
    expect(await stored()).toEqual(nothingStored);
  });

  it('stores a workshop booking (ServiceBookingForm) with its own schema', async () => {
    const values = {
      siteEmail: 'verkstad@s1.example',
      siteName: 'Hedin Bil Stavanger',
      description: '',
      customerName: 'Ola Nordmann',
      customerPhone: '+47 912 34 567',
      customerEmail: 'ola@nordmann.no',
      regno: 'AB12345',
      milage: '120000',
      date: '2026-11-10',
      other: '',
      services: ['Service', 'Hjulskift'],
      gdpr: true,
      newsletter: true,
      typeMC: false,
    };
    expect((await post({ formName: 'ServiceBookingForm', formSubmissionId: ID, values })).statusCode).toBe(202);
    // The name is the workshop's own (s1's official name), whatever the browser called it.
    expect((await store.get(ID))?.values).toEqual({ ...values, siteName: 'Hedin Volvo Malmö' });
  });

  it('refuses (422) a workshop booking addressed to anything but a workshop, and stores nothing', async () => {
    // s1's "New cars" department is a real address of a real site, but not its workshop e-mail.
    for (const siteEmail of ['attacker@evil.example', 'nya.volvo@s1.example']) {
      const values = { siteEmail, siteName: 'Hedin Volvo Malmö', description: '', customerName: 'Ola', customerPhone: '+47 912 34 567', customerEmail: 'ola@nordmann.no', regno: 'AB12345', milage: '', date: '2026-11-10', other: '', services: [], gdpr: true, newsletter: true, typeMC: false };
      const response = await post({ formName: 'ServiceBookingForm', formSubmissionId: ID, values });
      expect(response.statusCode).toBe(422);
      expect(response.json().reason).toBe('unknownWorkshop');
    }
    expect(await stored()).toEqual(nothingStored);
  });
});

describe('POST /api/forms/comhub: the recipient of a car lead (issue 12 item 4)', () => {
  it("stores a car's lead with its own site's leads address", async () => {
    const response = await post({ ...base, lead: { site: 'dealergroup-se', carId: '101' } });
    expect(response.statusCode).toBe(202);
    const lead = await store.get(ID);
    expect(lead?.values).toEqual({ ...base.values, toName: 'Hedin Bil Göteborg', toEmail: 'leads.goteborg@dealer.example' });
    // comhub gets the spec's body: the lead's car reference stays in the BFF.
    expect(lead?.values).not.toHaveProperty('lead');
  });

  it.each([
    ['toEmail', { toEmail: 'attacker@evil.example' }],
    ['toName', { toName: 'Attacker' }],
    ['both', { toName: 'Attacker', toEmail: 'attacker@evil.example' }],
  ])('refuses a body that sets %s itself, and stores nothing', async (_what, extra) => {
    const response = await post({ ...base, values: { ...base.values, ...extra }, lead: { site: 'dealergroup-se', carId: '101' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/set by the server/);
    expect(await stored()).toEqual(nothingStored);
  });

  it.each([
    ['a car lead with no car', { ...base }, 400],
    ['an unknown car', { ...base, lead: { site: 'dealergroup-se', carId: '999' } }, 422],
    ["a car whose site has no leads address", { ...base, lead: { site: 'dealergroup-se', carId: '102' } }, 422],
    ['a sample car with no chosen seller', { ...base, lead: { site: 'dealergroup-se', carId: '201' } }, 422],
    ["a sample car and a seller that does not sell the brand (the attacker's own site id)", { ...base, lead: { site: 'dealergroup-se', carId: '201', sellerId: 'evil' } }, 422],
    ['a sample car and a seller with no new-car department (spec 2 §8)', { ...base, lead: { site: 'dealergroup-se', carId: '201', sellerId: 's2' } }, 422],
    ['a car id that is not digits', { ...base, lead: { site: 'dealergroup-se', carId: '1 OR 1=1' } }, 400],
    ['a sell-car lead that names a car', { ...sellCar, lead: { site: 'carstore-se', carId: '101' } }, 400],
  ])('refuses %s and stores nothing', async (_what, payload, status) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(await stored()).toEqual(nothingStored);
  });

  it("stores a sample car's lead for the chosen seller's new-car department", async () => {
    const response = await post({ ...base, lead: { site: 'dealergroup-se', carId: '201', sellerId: 's1' } });
    expect(response.statusCode).toBe(202);
    // s1's new-car department, not its workshop (the first department) or the site.
    expect((await store.get(ID))?.values).toMatchObject({ toName: 'Hedin Volvo Malmö', toEmail: 'nya.volvo@s1.example' });
    // The sites were looked up by the car's brand, not by anything the browser named.
    expect(searches.at(-1)).toMatchObject({ index: 'sites', filters: { site_brands: ['Volvo'] } });
  });
});

const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
const withValues = (values: Record<string, unknown>) => ({ ...sellCar, values: { ...sellCar.values, ...values } });
const { customerEmail: _email, ...withoutEmail } = sellCar.values;

// Every row: what is sent, and what the 400's error must name. Nothing of it may be stored.
const BAD: [string, unknown, RegExp][] = [
  ['no formName', { formSubmissionId: ID, values: sellCar.values }, /formName/],
  ['no formSubmissionId', { formName: sellCar.formName, values: sellCar.values }, /formSubmissionId/],
  ['no values', { formName: sellCar.formName, formSubmissionId: ID }, /values/],
  ['a required value missing', { ...sellCar, values: withoutEmail }, /values\.customerEmail/],
  ['formName of the wrong type', { ...sellCar, formName: 42 }, /formName/],
  ['formSubmissionId not a uuid', { ...sellCar, formSubmissionId: '123' }, /formSubmissionId/],
  ['values a string', { ...sellCar, values: 'name=Anna' }, /values/],
  ['values a list', { ...sellCar, values: ['Anna'] }, /values/],
  ['values null', { ...sellCar, values: null }, /values/],
  ['a value of the wrong type', withValues({ customerName: 42 }), /values\.customerName/],
  ['a choice outside the two', withValues({ option: 'lease' }), /values\.option/],
  ['a malformed e-mail', withValues({ customerEmail: 'anna@' }), /values\.customerEmail/],
  ['a 6,000-character name', withValues({ customerName: 'x'.repeat(6000) }), /values\.customerName/],
  ['a 300-character name (under the generic limit, over the form\'s)', withValues({ customerName: 'x'.repeat(300) }), /values\.customerName/],
  ['an unknown key', withValues({ favouriteColour: 'red' }), /favouriteColour/],
  ['a key named constructor', withValues({ constructor: 'x' }), /constructor/],
  ['a key named prototype', withValues({ prototype: 'x' }), /prototype/],
  // 15 deep plus the body's own 2 is under the BFF's depth limit (20, jsonBody.ts), which refuses deeper bodies before any schema.
  ['nested objects 15 deep', withValues({ customerName: deep(15) }), /values\.customerName/],
  ['an unknown form', { ...sellCar, formName: 'EvilForm' }, /formName/],
  ['a sell-car form of no site', { ...sellCar, formName: 'nowhereSellCarForm' }, /formName/],
  ['a car lead field on a sell-car form', withValues({ quote: true }), /quote/],
];

describe('POST /api/forms/comhub: malformed bodies get 400 naming the field, never 5xx, and nothing is stored', () => {
  it.each(BAD)('%s', async (_what, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(field);
    expect(await stored()).toEqual(nothingStored);
  });

  it.each([
    ['in values', `{"formName":"carstore-seSellCarForm","formSubmissionId":"${ID}","values":{"customerName":"Anna","customerPhone":"0701234567","customerEmail":"a@b.se","__proto__":{"isAdmin":true}}}`],
    ['at the top', `{"__proto__":{"isAdmin":true},"formName":"carstore-seSellCarForm","formSubmissionId":"${ID}","values":{"customerName":"Anna","customerPhone":"0701234567","customerEmail":"a@b.se"}}`],
    ['as constructor.prototype', `{"formName":"carstore-seSellCarForm","formSubmissionId":"${ID}","values":{"customerName":"Anna","customerPhone":"0701234567","customerEmail":"a@b.se","constructor":{"prototype":{"isAdmin":true}}}}`],
  ])('refuses a __proto__ key %s with 400 and stores nothing', async (_where, body) => {
    const response = await rawPost(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/__proto__|constructor\.prototype/);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses a 1 MB string with 400 naming the field, not 5xx, and stores nothing', async () => {
    const response = await post(withValues({ customerName: 'x'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/values\.customerName/);
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses a body over the forms route limit (2 MB) with 413, not 5xx, and stores nothing', async () => {
    // 2 MB + 1 of name is over FORM_BODY_LIMIT (2 * 1024 * 1024 bytes) whatever the rest of the body weighs.
    const response = await post(withValues({ customerName: 'x'.repeat(2 * 1024 * 1024 + 1) }));
    expect(response.statusCode).toBe(413);
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses malformed JSON with 400 and stores nothing', async () => {
    expect((await rawPost('{"formName":')).statusCode).toBe(400);
    expect(await stored()).toEqual(nothingStored);
  });
});
