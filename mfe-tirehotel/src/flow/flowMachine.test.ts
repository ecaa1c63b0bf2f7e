import { FLOW_STEP, flowReducer, initialFlow, isLoggedIn, sessionOf, type FlowAction, type FlowState } from './flowMachine';
import { resumeSession } from './sessionRead';
import { confirmation, credentials, customer, validated, vehicle } from './testData';

const search: FlowState = { page: 'search', regNo: 'ABC123' };
const login: FlowState = { page: 'login', regNo: 'ABC123', customer };
const validate: FlowState = { page: 'validate', regNo: 'ABC123', customer, credentials };
const logged = { regNo: 'ABC123', customer, credentials, validated: validated(), vehicle: vehicle() };
const loggedIn: FlowState = { page: 'loggedIn', ...logged };
const booking: FlowState = { page: 'booking', ...logged };
const confirmed: FlowState = { page: 'confirmation', ...logged, confirmation };
const ALL = [search, login, validate, loggedIn, booking, confirmed];

describe('flowReducer: spec 3 §4.4', () => {
  it('starts at Search, prefilled from ?regNo= when given', () => {
    expect(initialFlow('ABC123')).toEqual({ page: 'search', regNo: 'ABC123' });
    expect(initialFlow(undefined)).toEqual({ page: 'search', regNo: '' });
  });

  it.each<[string, FlowState, FlowAction, FlowState]>([
    ['Search -> Login when the customer is found', { page: 'search', regNo: 'abc' }, { type: 'customerFound', customer }, login],
    ['Login -> Validate when the code is sent', login, { type: 'codeSent', credentials }, validate],
    ['Validate -> Validate with the new token on "send a new code"', validate, { type: 'codeSent', credentials: { authorizationToken: 'tok_newnewnewnewnew1' } }, { ...validate, credentials: { authorizationToken: 'tok_newnewnewnewnew1' } }],
    ['Validate -> LoggedIn when the code is accepted (status 0), with the first vehicle', validate, { type: 'codeAccepted', validated: validated() }, loggedIn],
    ['LoggedIn -> Booking on "book wheel change"', loggedIn, { type: 'bookWheelChange' }, booking],
    ['Booking -> LoggedIn on Back', booking, { type: 'back' }, loggedIn],
    ['Booking -> Confirmation when the booking is created', booking, { type: 'booked', confirmation }, confirmed],
    ['Login -> Search keeping the number on "another registration number"', login, { type: 'restart' }, search],
    ['typing on Search', search, { type: 'typeRegNo', regNo: 'XY' }, { page: 'search', regNo: 'XY' }],
  ])('%s', (_, from, action, to) => {
    expect(flowReducer(from, action)).toEqual(to);
  });

  it.each([loggedIn, booking, confirmed, login, validate])('log-out from %j clears to an empty Search', (from) => {
    expect(flowReducer(from, { type: 'logOut' })).toEqual({ page: 'search', regNo: '' });
  });

  it('stays on Validate when the answer does not log in: status other than 0, or no vehicle', () => {
    expect(flowReducer(validate, { type: 'codeAccepted', validated: { status: 1, vehicles: [vehicle()] } })).toBe(validate);
    expect(flowReducer(validate, { type: 'codeAccepted', validated: { status: 0, vehicles: [] } })).toBe(validate);
  });

  // Every action outside the state it belongs to leaves the state as it is.
  it.each<[FlowAction, FlowState['page'][]]>([
    [{ type: 'typeRegNo', regNo: 'X' }, ['search']],
    [{ type: 'customerFound', customer }, ['search']],
    [{ type: 'codeSent', credentials }, ['login', 'validate']],
    [{ type: 'codeAccepted', validated: validated() }, ['validate']],
    [{ type: 'bookWheelChange' }, ['loggedIn']],
    [{ type: 'back' }, ['booking']],
    [{ type: 'booked', confirmation }, ['booking']],
  ])('%j only acts on %j', (action, pages) => {
    for (const state of ALL) {
      if (!pages.includes(state.page)) expect(flowReducer(state, action)).toBe(state);
    }
  });

  it('numbers the data-layer steps 1-6 in flow order', () => {
    expect(ALL.map((s) => FLOW_STEP[s.page])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is logged in on LoggedIn, Booking and Confirmation only', () => {
    expect(ALL.map(isLoggedIn)).toEqual([false, false, false, true, true, true]);
  });
});

describe('session', () => {
  it('keeps customer, credentials, validated and confirmation as far as the flow has them; nothing on Search', () => {
    expect(ALL.map(sessionOf)).toEqual([
      null,
      { customer },
      { customer, credentials },
      { customer, credentials, validated: validated() },
      { customer, credentials, validated: validated() },
      { customer, credentials, validated: validated(), confirmation },
    ]);
  });

  it('jumps to LoggedIn from a stored session with status 0 (whatever the state it was stored in)', () => {
    expect(resumeSession({ customer, credentials, validated: validated() }, undefined)).toEqual(loggedIn);
    expect(resumeSession({ customer, credentials, validated: validated() }, 'ABC123')).toEqual(loggedIn);
  });

  it('resumes Confirmation when a booking was stored, Validate with credentials only, Login with the customer only', () => {
    expect(resumeSession({ customer, credentials, validated: validated(), confirmation }, undefined)).toEqual(confirmed);
    expect(resumeSession({ customer, credentials }, undefined)).toEqual(validate);
    expect(resumeSession({ customer }, undefined)).toEqual(login);
  });

  it('does not log in a stored session whose status is not 0', () => {
    expect(resumeSession({ customer, credentials, validated: { status: 2, vehicles: [vehicle()] } }, undefined)).toEqual(validate);
  });

  it('starts afresh when ?regNo= names another car', () => {
    expect(resumeSession({ customer, credentials, validated: validated() }, 'XYZ789')).toBeNull();
  });
});
