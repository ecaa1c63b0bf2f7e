// npm run bench:booking: how long a car owner waits for workshops. In Debian's Chromium against the started system
// (the sandbox's stream at its normal pace, 120 ms between sites), ten times each, median and range:
//   place -> services: from the click on "Fortsätt" of step 1 (registration and place) to the first service painted
//                      (the car lookup, the services chunk and the services call);
//   add-ons -> first workshop: from the click that leaves the add-ons step to the first workshop of the
//                      closest-available stream painted (the workshop chunk, the stream through the BFF).
// "Painted" is the first animation frame after the element is in the document. Each run is a new browser context
// (cold caches), opened with the booking stored at the step before, as a reload would find it.
//   -- --runs N (default 10)
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { argument, buildIfMissing, CHROMIUM_ARGS, composedPageReady, median, startBenchSystem } from './bench-lib.mjs';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';

const runs = Number(argument('runs', 10));
const KEY = 'showroom.serviceBooking';
const GOTEBORG = { name: 'Göteborg', latitude: 57.7089, longitude: 11.9746, placeId: 'se-goteborg', region: 'Västra Götaland' };
const CAR = { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true };
const OIL = { code: 'oil-service', name: 'Oljeservice', price: 1607, priceKnown: true, priceDiscount: 15, category: 'Service', type: 'service', units: null, unitAbbreviation: null, userInput: null };
const atStep1 = { registrationNumber: 'ABC123', location: GOTEBORG, lat: null, lng: null, region: null, car: null, milage: null, bookingState: 0, displayState: 0, maxBookingState: 5, services: {}, bookingInfo: { addons: null, workshop: null, timeSlot: null, id: null } };
const atAddons = { ...atStep1, lat: GOTEBORG.latitude, lng: GOTEBORG.longitude, region: GOTEBORG.region, car: CAR, bookingState: 3, displayState: 2, maxBookingState: 4, services: { 'oil-service': OIL } };

/** In the page: resolves with ms from a click on the button named `button` to the first frame showing `target`. */
function timeClickToPaint([button, target]) {
  return new Promise((resolve, reject) => {
    const clickable = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === button && !b.disabled);
    if (!clickable) return reject(new Error(`no enabled button "${button}"`));
    const deadline = setTimeout(() => reject(new Error(`"${target}" not painted within 20 s`)), 20_000);
    const started = performance.now();
    clickable.click();
    const poll = () => {
      if (document.querySelector(target)) {
        // The frame after the one that found it: the element has been painted.
        requestAnimationFrame(() => {
          clearTimeout(deadline);
          resolve(performance.now() - started);
        });
      } else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}

async function measure(browser, url, store, button, target) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [KEY, JSON.stringify(store)]);
  await page.goto(url);
  await page.waitForFunction(composedPageReady, undefined, { polling: 'raf', timeout: 30_000 });
  await page.getByRole('button', { name: button, exact: true }).waitFor();
  const ms = await page.evaluate(timeClickToPaint, [button, target]);
  await context.close();
  return ms;
}

ensureChromium();
await buildIfMissing();
const { chromium } = await import(path.join(ROOT, 'node_modules/playwright-core/index.mjs'));
const system = await startBenchSystem(400);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const url = `http://dealergroup-se.localhost:${system.env.PORT}/service-och-verkstad/boka-service`;
  const rows = [
    ['place -> services', atStep1, 'Fortsätt', '[data-offering]'],
    ['add-ons -> first workshop', atAddons, 'Fortsätt utan tillval', '[data-workshop]'],
  ];
  console.log(`\n${'measure'.padEnd(28)} ${'median ms'.padStart(10)} ${'min'.padStart(8)} ${'max'.padStart(8)}   runs`);
  for (const [name, store, button, target] of rows) {
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await measure(browser, url, store, button, target));
    console.log(`${name.padEnd(28)} ${median(times).toFixed(0).padStart(10)} ${Math.min(...times).toFixed(0).padStart(8)} ${Math.max(...times).toFixed(0).padStart(8)}   ${times.length}`);
  }
} finally {
  await browser.close();
  system.stop();
}
