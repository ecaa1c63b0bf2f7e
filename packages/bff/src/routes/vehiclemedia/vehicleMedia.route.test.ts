import { bffWith, clientFor, DEAD, fakeUpstream } from '../testUpstream';
import { registerVehicleMediaRoutes } from './vehicleMedia.route';

const NONE = { videoUrl: null, images360: [], internal360: [], hasVideo: false, has360: false, hasInternal360: false };

describe('BFF GET /api/autos-on-show/:regNo', () => {
  it.each(['A', 'ABC-123', 'ABCDEFGHIJK1'])('answers 400 naming regNo for %s', async (regNo) => {
    const response = await (await bffWith(registerVehicleMediaRoutes, clientFor('vehiclemedia', DEAD))).inject({ url: `/api/autos-on-show/${encodeURIComponent(regNo)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/regNo/);
  });

  it('answers 502 when the media service is down or answers out of contract', async () => {
    expect((await (await bffWith(registerVehicleMediaRoutes, clientFor('vehiclemedia', DEAD))).inject({ url: '/api/autos-on-show/ABC123' })).statusCode).toBe(502);
    const fake = await fakeUpstream(200, JSON.stringify({ ...NONE, images360: 'x' }));
    try {
      expect((await (await bffWith(registerVehicleMediaRoutes, clientFor('vehiclemedia', fake.upstream))).inject({ url: '/api/autos-on-show/ABC123' })).statusCode).toBe(502);
    } finally {
      await fake.close();
    }
  });

  it('normalises the registration and passes the answer through', async () => {
    const fake = await fakeUpstream(200, JSON.stringify(NONE));
    try {
      const response = await (await bffWith(registerVehicleMediaRoutes, clientFor('vehiclemedia', fake.upstream))).inject({ url: '/api/autos-on-show/abc%20123' });
      expect(response.json()).toEqual(NONE);
      expect(fake.seen).toEqual(['GET /base/ABC123 test-key']);
    } finally {
      await fake.close();
    }
  });
});
