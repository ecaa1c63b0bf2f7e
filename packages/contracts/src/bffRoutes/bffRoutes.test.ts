import { bffPathParamNames, noContentSchema, type BffErrorBody, type BffInput, type BffOutput } from './bffRoute';
import { listBffRoutes, mechmateRoutes, storiesRoutes, tireHotelRoutes } from './index';

describe('the BFF route descriptions', () => {
  const all = listBffRoutes();

  it('name each method and path once, under /api', () => {
    expect(all.length).toBeGreaterThan(20);
    const keys = all.map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { route } of all) expect(route.path).toMatch(/^\/api\/[A-Za-z0-9/:_.-]+$/);
  });

  it('check exactly the parameters their path names', () => {
    for (const { name, route } of all) {
      const names = bffPathParamNames(route.path);
      expect({ name, params: Object.keys(route.params?.shape ?? {}).sort() }).toEqual({ name, params: [...names].sort() });
    }
  });

  it('send a body only with POST', () => {
    for (const { name, route } of all) if (route.body) expect({ name, method: route.method }).toEqual({ name, method: 'POST' });
  });
});

describe('bffPathParamNames', () => {
  it('reads :name segments in order, a final slash aside', () => {
    expect(bffPathParamNames('/api/mechmate/timeslots/from/:registrationNumber/:departmentId/:date/')).toEqual(['registrationNumber', 'departmentId', 'date']);
    expect(bffPathParamNames('/api/search')).toEqual([]);
  });
});

describe('noContentSchema', () => {
  it('takes an empty body as nothing and refuses a body', () => {
    expect(noContentSchema.parse('')).toBeUndefined();
    expect(noContentSchema.parse(undefined)).toBeUndefined();
    expect(noContentSchema.safeParse({ id: 1 }).success).toBe(false);
  });
});

describe('the types a caller gets (checked by the compiler)', () => {
  it('types input from the path and the schemas, output from the response', () => {
    const car: BffInput<typeof mechmateRoutes.car> = { params: { registrationNumber: 'ABC123' } };
    // @ts-expect-error a path parameter cannot be left out
    const noParams: BffInput<typeof mechmateRoutes.car> = {};
    const slots: BffInput<typeof mechmateRoutes.timeslots> = { params: { registrationNumber: 'ABC123', departmentId: '1.2', date: '2026-03-02' }, query: { serviceOfferings: ['originalservice'] } };
    // @ts-expect-error a site outside the list
    const stories: BffInput<typeof storiesRoutes.list> = { query: { site: 'nowhere', language: 'sv' } };
    const days: BffInput<typeof tireHotelRoutes.timeslotDays> = {
      headers: { authorization: 'Bearer x' },
      query: { workshopIdentifier: '1' },
      body: { startDate: '2026-03-04', endDate: '2026-03-05', regNo: 'VOLVO' },
    };
    const brand: BffOutput<typeof mechmateRoutes.car>['brand'] = 'Volvo';
    const code: BffErrorBody<typeof mechmateRoutes.car>['errors']['Error Result'] = ['InvalidReg'];
    const none: BffErrorBody<typeof storiesRoutes.list> | undefined = undefined;
    expect([car, noParams, slots, stories, days, brand, code, none]).toHaveLength(8);
  });
});
