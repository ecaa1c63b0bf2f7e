import Fastify from 'fastify';
import type { z } from 'zod';
import type { SearchRequest, ShowroomApi } from '@showroom/contracts';
import { clientFor } from '../testUpstream';
import { formsRoute } from './forms.route';

// A search service over a few hand-made records: enough to find a car and its brand's sites.
const CARS = [
  { car_id: '101', car_brand: 'Volvo', car_is_sample: false, car_site_name: 'Hedin Bil Göteborg', car_site_leads_email: 'leads.goteborg@dealer.example' },
  { car_id: '102', car_brand: 'Kia', car_is_sample: false, car_site_name: 'Nowhere', car_site_leads_email: null },
  { car_id: '201', car_brand: 'Volvo', car_is_sample: true, car_site_name: null, car_site_leads_email: null },
];
const department = (group: string, email: string, brand: string) => ({ name: group, official_name: group, phone: '', email, group, department_type: '', erp_id: '1.1', brands: [{ brand_code: brand.slice(0, 2).toUpperCase(), brand_name: brand }], users: [], openingschedule: { openinghours: [] }, deviationdays: [], vacationdays: [] });
const SITES = [
  { site_id: 's1', site_official_name: 'Hedin Volvo Malmö', site_brands: ['Volvo'], site_departments: [department('Workshop', 'verkstad@s1.example', 'Volvo'), department('New cars', 'nya.volvo@s1.example', 'Volvo')] },
  { site_id: 's2', site_official_name: 'Hedin Volvo Lund', site_brands: ['Volvo'], site_departments: [department('Workshop', 'verkstad@s2.example', 'Volvo')] },
];
const searches: SearchRequest[] = [];
const api: ShowroomApi = {
  async search<S extends z.ZodType>(request: SearchRequest, item: S) {
    searches.push(request);
    const rows: unknown[] =
      request.index === 'cars' ? CARS.filter((c) => request.filters?.car_id?.includes(c.car_id)) : SITES.filter((s) => s.site_brands.some((b) => request.filters?.site_brands?.includes(b)));
    return { total: rows.length, content: rows.map((row) => item.parse(row) as z.infer<S>), facets: [] } as never;
  },
};

const base = { formName: 'dealergroup-seCarDetailForm', formSubmissionId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', values: { car: 'Volvo XC60 (101)', name: 'Ada', email: 'ada@example.se', phone: '0701234567' } };

/** Posts to the route in front of a comhub that records each body it receives. */
async function send(payload: unknown) {
  const comhub = Fastify();
  const received: { values: Record<string, unknown> }[] = [];
  comhub.post('/api/forms', async (request, reply) => {
    received.push(request.body as { values: Record<string, unknown> });
    return reply.code(202).send({ id: 'c1' });
  });
  const address = await comhub.listen({ port: 0, host: '127.0.0.1' });
  const server = Fastify();
  await server.register(async (scope) => formsRoute(scope, clientFor('comhub', { baseUrl: address, apiKey: 'k' }), api), { prefix: '/api' });
  const response = await server.inject({ method: 'POST', url: '/api/forms/comhub', payload: payload as object });
  await comhub.close();
  return { response, received };
}

describe('POST /api/forms/comhub: the recipient of a car lead (issue 12 item 4)', () => {
  it("sends a car's lead to its own site's leads address", async () => {
    const { response, received } = await send({ ...base, lead: { site: 'dealergroup-se', carId: '101' } });
    expect(response.statusCode).toBe(202);
    expect(received).toHaveLength(1);
    expect(received[0]?.values).toMatchObject({ ...base.values, toName: 'Hedin Bil Göteborg', toEmail: 'leads.goteborg@dealer.example' });
    // comhub gets the spec's body: the lead's car reference stays in the BFF.
    expect(received[0]).not.toHaveProperty('lead');
  });

  it.each([
    ['toEmail', { toEmail: 'attacker@evil.example' }],
    ['toName', { toName: 'Attacker' }],
    ['both', { toName: 'Attacker', toEmail: 'attacker@evil.example' }],
  ])('refuses a body that sets %s itself, before anything is sent', async (_what, extra) => {
    const { response, received } = await send({ ...base, values: { ...base.values, ...extra }, lead: { site: 'dealergroup-se', carId: '101' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/set by the server/);
    expect(received).toEqual([]);
  });

  it.each([
    ['a car lead with no car', { ...base }, 400],
    ['an unknown car', { ...base, lead: { site: 'dealergroup-se', carId: '999' } }, 422],
    ["a car whose site has no leads address", { ...base, lead: { site: 'dealergroup-se', carId: '102' } }, 422],
    ['a sample car with no chosen seller', { ...base, lead: { site: 'dealergroup-se', carId: '201' } }, 422],
    ["a sample car and a seller that does not sell the brand (the attacker's own site id)", { ...base, lead: { site: 'dealergroup-se', carId: '201', sellerId: 'evil' } }, 422],
    ['a sample car and a seller with no new-car department (spec 2 §8)', { ...base, lead: { site: 'dealergroup-se', carId: '201', sellerId: 's2' } }, 422],
    ['a car id that is not digits', { ...base, lead: { site: 'dealergroup-se', carId: '1 OR 1=1' } }, 400],
  ])('refuses %s and sends nothing', async (_what, payload, status) => {
    const { response, received } = await send(payload);
    expect(response.statusCode).toBe(status);
    expect(received).toEqual([]);
  });

  it("sends a sample car's lead to the chosen seller's new-car department", async () => {
    const { response, received } = await send({ ...base, lead: { site: 'dealergroup-se', carId: '201', sellerId: 's1' } });
    expect(response.statusCode).toBe(202);
    // s1's new-car department, not its workshop (the first department) or the site.
    expect(received[0]?.values).toMatchObject({ toName: 'Hedin Volvo Malmö', toEmail: 'nya.volvo@s1.example' });
    // The sites were looked up by the car's brand, not by anything the browser named.
    expect(searches.at(-1)).toMatchObject({ index: 'sites', filters: { site_brands: ['Volvo'] } });
  });

  it('passes other forms (no recipient) through unchanged', async () => {
    const { response, received } = await send({ formName: 'carstore-seSellCarForm', formSubmissionId: base.formSubmissionId, values: { name: 'Ada' } });
    expect(response.statusCode).toBe(202);
    expect(received).toEqual([{ formName: 'carstore-seSellCarForm', formSubmissionId: base.formSubmissionId, values: { name: 'Ada' } }]);
  });
});
