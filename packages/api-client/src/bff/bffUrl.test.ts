import { bffQueryString, fillBffPath } from './bffUrl';

describe('fillBffPath', () => {
  it('puts each value, URL-encoded, in its segment, and keeps a final slash', () => {
    expect(fillBffPath('/api/mechmate/timeslots/from/:registrationNumber/:departmentId/:date/', { registrationNumber: 'ABC 123', departmentId: '015.3', date: '2026-03-02T00:00:00' })).toBe(
      '/api/mechmate/timeslots/from/ABC%20123/015.3/2026-03-02T00%3A00%3A00/',
    );
    expect(fillBffPath('/api/places/details/:placeId', { placeId: '../../admin?x=1#y' })).toBe('/api/places/details/..%2F..%2Fadmin%3Fx%3D1%23y');
    expect(fillBffPath('/api/search')).toBe('/api/search');
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => fillBffPath('/api/autos-on-show/:regNo', {})).toThrow(':regNo');
  });
});

describe('bffQueryString', () => {
  it('encodes keys and values, repeats a list and leaves out undefined and null', () => {
    expect(bffQueryString({ site: 'carstore-se', datasource: '/en/nyheter', tags: ['A1', 'B,2'], limit: 4, cursor: undefined, none: null, flag: true })).toBe(
      '?site=carstore-se&datasource=%2Fen%2Fnyheter&tags=A1&tags=B%2C2&limit=4&flag=true',
    );
  });

  it('is empty without values', () => {
    expect(bffQueryString()).toBe('');
    expect(bffQueryString({ cursor: undefined, tags: [] })).toBe('');
  });
});
