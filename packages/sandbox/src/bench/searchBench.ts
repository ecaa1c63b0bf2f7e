// npm run bench:search: builds the search indexes over N cars (100,000 by default) and prints the build
// time, the memory they take, and p50/p95 latency of the three queries issue 3 names (plus two that are
// not goals, below them).
import { searchRequestSchema, type SearchRequestInput } from '@showroom/contracts';
import { generateSeedData } from '../data/seed';
import { buildSearchEngine } from '../search/build';
import { percentile } from './percentile';

const argCars = process.argv.indexOf('--cars');
const cars = Number(argCars >= 0 ? process.argv[argCars + 1] : (process.env.SANDBOX_CARS ?? 100_000));
const RUNS = 40;
const WARMUP = 3;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const before = process.memoryUsage();
  let started = performance.now();
  const data = generateSeedData({ seed: 1, cars, now: new Date('2026-11-02T09:00:00Z') });
  const seedMs = performance.now() - started;
  globalThis.gc?.();
  const seeded = process.memoryUsage();
  started = performance.now();
  const engine = await buildSearchEngine(data);
  const buildMs = performance.now() - started;
  globalThis.gc?.();
  const after = process.memoryUsage();

  // The busiest site, so each query works on the largest index.
  const counts = new Map<string, number>();
  for (const car of data.cars) if (car.site) counts.set(car.site, (counts.get(car.site) ?? 0) + 1);
  const [site, siteCars] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const sample = data.cars.find((car) => car.site === site && car.car_fuel)!;

  const queries: Record<string, SearchRequestInput> = {
    'facets only (limit 0)': {
      index: 'cars',
      site: site as never,
      limit: 0,
      facets: [{ name: 'car_brand>car_model' }, { name: 'car_fuel' }, { name: 'car_body' }, { name: 'car_gearbox' }, { name: 'car_price' }, { name: 'car_mileage' }],
    },
    'brand + fuel + price range, 48 results': {
      index: 'cars',
      site: site as never,
      limit: 48,
      filters: { car_brand: [sample.car_brand], car_fuel: [sample.car_fuel!], car_price: ['..1000000'] },
      sort_name: 'price_asc',
    },
    'keyphrase, 48 results': { index: 'cars', site: site as never, limit: 48, keyphrase: `${sample.car_brand} ${sample.car_model}` },
    // Not goals of issue 3, shown so their cost stays visible: the list's facets after a filter change
    // (each facet leaves its own filters out), and a keyphrase most cars match (Orama scores each one).
    'facets after brand + fuel + price filters': {
      index: 'cars',
      site: site as never,
      limit: 0,
      filters: { car_brand: [sample.car_brand], car_fuel: [sample.car_fuel!], car_price: ['..1000000'] },
      facets: [{ name: 'car_brand>car_model' }, { name: 'car_fuel' }, { name: 'car_body' }, { name: 'car_gearbox' }, { name: 'car_price' }, { name: 'car_mileage' }],
    },
    'keyphrase of one common word, 48 results': { index: 'cars', site: site as never, limit: 48, keyphrase: sample.car_fuel! },
  };

  console.log(`cars: ${cars} (largest site ${site}: ${siteCars} cars)`);
  console.log(`seed data: ${(seedMs / 1000).toFixed(1)} s; index build: ${(buildMs / 1000).toFixed(1)} s`);
  console.log(`memory: heap ${mb(after.heapUsed)} (+${mb(after.heapUsed - before.heapUsed)}), rss ${mb(after.rss)} (+${mb(after.rss - before.rss)})`);
  // The seed data is most of the heap; this is what the indexes add to it.
  console.log(`of which the indexes: heap +${mb(after.heapUsed - seeded.heapUsed)}, off-heap (typed arrays) +${mb(after.arrayBuffers - seeded.arrayBuffers)}`);
  console.log('\nquery                                        results   p50 (ms)   p95 (ms)');
  for (const [name, input] of Object.entries(queries)) {
    const request = searchRequestSchema.parse(input);
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const t0 = performance.now();
      const result = await engine.query(request);
      const elapsed = performance.now() - t0;
      total = result.total_items;
      if (run >= WARMUP) times.push(elapsed);
    }
    console.log(`${name.padEnd(44)} ${String(total).padStart(7)}  ${percentile(times, 50).toFixed(1).padStart(9)}  ${percentile(times, 95).toFixed(1).padStart(9)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
