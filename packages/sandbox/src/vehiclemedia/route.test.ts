import { vehicleMediaSchema } from '@showroom/contracts/vehicle-media';
import Fastify from 'fastify';
import { generateSeedData } from '../data/seed';
import { registerVehicleMedia } from './route';

const data = generateSeedData({ seed: 4, cars: 300, now: new Date('2026-03-01T00:00:00Z') });
let empty = false;
const server = Fastify();
registerVehicleMedia(server, { cars: data.cars, isEmpty: () => empty });
const get = async (regNo: string) => server.inject({ url: `/vehicle-media/${encodeURIComponent(regNo)}` });

describe('GET /vehicle-media/:regNo', () => {
  it('answers 36 exterior frames for every autos_on_show car and no media for the others', async () => {
    let shown = 0;
    for (const car of data.cars) {
      const media = vehicleMediaSchema.parse((await get(car.car_regno ?? '')).json());
      expect(media.has360).toBe(car.autos_on_show === true);
      if (!car.autos_on_show) {
        expect(media).toEqual({ videoUrl: null, images360: [], internal360: [], hasVideo: false, has360: false, hasInternal360: false });
        continue;
      }
      shown++;
      expect(media.images360).toHaveLength(36);
      expect(media.images360[0]).toBe(`/-/media/cars/${car.car_id}/360/1.webp`);
      expect(media.hasInternal360).toBe(media.internal360.length === 24);
      expect(media.hasVideo).toBe(media.videoUrl !== null && /^\/-\/media\/cars\/\d+\/video\/1\.(webm|webp)$/.test(media.videoUrl) && media.videoUrl.includes(`/${car.car_id}/`));
    }
    expect(shown).toBeGreaterThan(20);
  });

  it('normalises case and spaces, 404s an unknown registration, 400s a malformed one, no media when empty', async () => {
    const car = data.cars.find((c) => c.autos_on_show && c.car_regno);
    const regNo = car?.car_regno ?? '';
    const spaced = `${regNo.slice(0, 3).toLowerCase()} ${regNo.slice(3)}`;
    expect((await get(spaced)).json().has360).toBe(true);
    expect((await get('ZZZ999')).statusCode).toBe(404);
    const bad = await get('A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^regNo: /);
    empty = true;
    expect((await get(regNo)).json().has360).toBe(false);
    empty = false;
  });
});
