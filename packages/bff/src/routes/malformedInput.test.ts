import Fastify, { type FastifyInstance } from 'fastify';
import { mountBff } from '../bffPlugin';
import type { Upstream, UpstreamName } from '../upstreams/config';

// Every BFF route rejects malformed input with 400 before any upstream is called: the upstreams
// here point at a closed port, so a request that got through would answer 502 instead.
const dead: Upstream = { baseUrl: 'http://127.0.0.1:9', apiKey: 'k' };
const NAMES: UpstreamName[] = ['search', 'content', 'comhub', 'places', 'mechmate', 'tirehotel', 'media', 'codeweaver', 'jotform', 'vehiclemedia', 'personalization'];
const upstreams = Object.fromEntries(NAMES.map((n) => [n, dead])) as Record<UpstreamName, Upstream>;
const auth = { authorization: 'Bearer 0123456789abcdef0123456789abcdef' };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await mountBff(app, { upstreams, partnerOrigins: [] });
});
afterAll(() => app.close());

// Every row has four entries: with fewer, jest would hand the test a `done` callback as the body.
const CASES: [string, 'GET' | 'POST', string, unknown][] = [
  ['search: limit of the wrong type', 'POST', '/api/search', { index: 'cars', site: 'carstore-se', limit: 'x' }],
  ['search batch: no searches', 'POST', '/api/search/batch', { searches: [] }],
  ['search batch: three searches, over the limit of two', 'POST', '/api/search/batch', { searches: [1, 2, 3].map(() => ({ index: 'cars', site: 'carstore-se' })) }],
  ['search batch: one search malformed', 'POST', '/api/search/batch', { searches: [{ index: 'cars', site: 'carstore-se' }, { index: 'cars', site: 'nowhere' }] }],
  ['search batch: a search, not a list', 'POST', '/api/search/batch', { searches: { index: 'cars', site: 'carstore-se' } }],
  ['forms: values missing', 'POST', '/api/forms/comhub', { formName: 'x', formSubmissionId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' }],
  ['places: empty input', 'GET', '/api/places/autocomplete?input=', null],
  ['places: oversized input', 'GET', `/api/places/autocomplete?input=${'a'.repeat(101)}`, null],
  ['mechmate car: hostile registration', 'GET', '/api/mechmate/car/%3Cscript%3E', null],
  ['mechmate services: latitude not a number', 'GET', '/api/mechmate/services/ABC123?lat=north&lng=18', null],
  ['mechmate prices: negative mileage', 'GET', '/api/mechmate/prices/ABC123/-5/1.2?serviceOfferings=originalservice', null],
  ['mechmate timeslots: not a date', 'GET', '/api/mechmate/timeslots/from/ABC123/1.2/yesterday/?serviceOfferings=originalservice', null],
  ['mechmate closest: no coordinates', 'GET', '/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=originalservice', null],
  ['mechmate book: bad phone', 'POST', '/api/mechmate/book', { customer: { firstName: 'A', lastName: 'B', phone: 'call me', email: 'a@b.se' }, freeText: '', departmentId: '1.2', timeSlot: '2026-11-10T09:00', isFullDay: false, registrationNumber: 'ABC123', mileage: 1, serviceOfferingRequests: [] }],
  ['tire hotel search: too long', 'GET', '/api/tirehotel/authorization/search?regNo=ABCDEFGHIJ', null],
  ['tire hotel login: no phone', 'POST', '/api/tirehotel/authorization/login', {}],
  ['tire hotel validate: code of letters', 'POST', '/api/tirehotel/authorization/validate', { authToken: 'abc', otpToken: 'abcd' }],
  ['tire hotel days: not dates', 'POST', '/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=1.2', { startDate: 'soon', endDate: 'later', regNo: 'ABC123' }],
  ['tire hotel create: bad e-mail', 'POST', '/api/tirehotel/booking/create?departmentIdentifier=1.2', { bookingDate: '2026-11-10', bookingStart: null, regNo: 'ABC123', freeText: '', customer: { firstName: 'A', lastName: 'B', email: 'nope', phoneMobile: '+46701234567' } }],
  ['tire hotel review: rating 9', 'POST', '/api/tirehotel/review/addReview', { rating: 9, comment: '', date: '2026-11-10' }],
  ['codeweaver default: no vehicle', 'POST', '/api/codeweaver/default', { Dealer: { Identifier: '1' } }],
  ['codeweaver cfd: term of the wrong type', 'POST', '/api/codeweaver/cfd', { Dealer: { Identifier: '1' }, VehicleRequests: [{ Vehicle: { Identifier: '1' }, Parameters: { FamilyKey: 'PCP', Term: 'long', CalculationType: 'CashDeposit' } }] }],
  ['codeweaver legal: no quote reference', 'GET', '/api/codeweaver/legal', null],
  ['jotform: no form id', 'POST', '/api/jotform', {}],
  ['vehicle media: hostile registration', 'GET', '/api/autos-on-show/%3Cscript%3E', null],
  ['stories: unknown site', 'GET', '/api/stories?site=nowhere&language=sv', null],
  ['stories: limit over 24', 'GET', '/api/stories?site=carstore-se&language=sv&limit=100', null],
  ['stories: hostile tag', 'GET', '/api/stories?site=carstore-se&language=sv&tags=%3Cscript%3E', null],
  ['story tags: no language', 'GET', '/api/stories/tags', null],
  ['personalization: wrong channel', 'POST', '/api/personalization/pageview', { channel: 'TV', currency: 'USD', pageName: 'home', pageVariantId: 'x', language: 'sv' }],
];

describe('every BFF route answers 400 for malformed input', () => {
  it.each(CASES)('%s', async (_name, method, url, body) => {
    const response = await app.inject({ method, url, headers: auth, ...(body === null ? {} : { payload: body as object }) });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
  });
});
