import { expect, test, type Page, type Request } from '@playwright/test';
import { SITES } from '@showroom/sites';
import { expectNoAxeViolations, openHydrated, watchConsole } from '../support/browser';
import { siteUrl } from '../support/system';

// Issue 16 "The map" (spec 2 "Dealer site detail page": a small map, default centre Stockholm, zoom 12, the site's
// marker from site_geocoord), in Chromium against the sandbox's generated tiles: nothing leaves localhost. The page
// shows a still preview (plain tile images and the pin); Leaflet loads only when the visitor asks for it.

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';
const KEY = process.env.SANDBOX_API_KEY ?? 'sandbox-key';
const SITE = 'dealergroup-se';
const DEALERS = SITES[SITE].paths.dealers!;
const ZOOM = 12;

/** The first site of the sandbox's sites index that has a coordinate. */
async function seededSite(): Promise<{ slug: string; name: string; lat: number; lng: number }> {
  const response = await fetch(`${SANDBOX}/search/v1/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify({ index: 'sites', site: SITE, limit: 48 }),
  });
  const body = (await response.json()) as { content: { slug: string; site_official_name: string; site_geocoord?: string }[] };
  const site = body.content.find((s) => s.site_geocoord);
  if (!site?.site_geocoord) throw new Error(`no site with a coordinate on ${SITE}`);
  const [lat, lng] = site.site_geocoord.split(',').map(Number) as [number, number];
  return { slug: site.slug, name: site.site_official_name, lat, lng };
}

/**
 * The Web Mercator tile holding a point, and where in it (0..256 px) the point falls: the standard slippy-map
 * formula, written out here, not taken from the page's code or from Leaflet.
 */
function tileOf(lat: number, lng: number, zoom: number): { x: number; y: number; inX: number; inY: number } {
  const n = 2 ** zoom;
  const phi = (lat * Math.PI) / 180;
  const tx = ((lng + 180) / 360) * n;
  const ty = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n;
  return { x: Math.floor(tx), y: Math.floor(ty), inX: (tx - Math.floor(tx)) * 256, inY: (ty - Math.floor(ty)) * 256 };
}

const isLocal = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
};

/** Every request the page makes, and which of its scripts carry Leaflet, known by its code whatever the chunk is called. */
function watchRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));
  page.on('response', (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`));
  const leafletScripts = async () => {
    const found: string[] = [];
    for (const request of requests.filter((r) => r.resourceType() === 'script')) {
      const body = (await (await request.response())?.text().catch(() => '')) ?? '';
      if (body.includes('leaflet-control-zoom')) found.push(request.url());
    }
    return found;
  };
  return {
    requests,
    leafletScripts,
    failed: () => failures.slice(),
    offsite: () => requests.map((r) => r.url()).filter((url) => !isLocal(url)),
    tiles: () => requests.filter((r) => r.url().includes('/-/media/tiles/')),
  };
}

/** Where an element's box is, and the tile image (of those matched) under a point of the page. */
async function tileUnder(page: Page, selector: string, x: number, y: number) {
  return page.evaluate(
    ({ selector, x, y }) => {
      for (const image of document.querySelectorAll<HTMLImageElement>(selector)) {
        const box = image.getBoundingClientRect();
        if (x >= box.left && x < box.right && y >= box.top && y < box.bottom) return { path: new URL(image.src).pathname, left: box.left, top: box.top };
      }
      return null;
    },
    { selector, x, y },
  );
}

test.describe(`${SITE}: the dealer site map`, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a still preview of local tiles round the site, no Leaflet until the button; the keyboard brings the interactive map', async ({ page }) => {
    const site = await seededSite();
    const problems = watchConsole(page);
    const watched = watchRequests(page);
    await openHydrated(page, siteUrl(SITE, `${DEALERS}/${site.slug}`));
    const map = page.getByRole('region', { name: `Karta över ${site.name}` });
    await expect(map).toHaveAttribute('data-site-map', 'preview');

    // Scrolling the map into view, past it and back loads the preview's tiles and nothing else.
    await page.mouse.wheel(0, 3000);
    await map.scrollIntoViewIfNeeded();
    const previewTiles = map.locator('[data-map-preview] img');
    // Every tile showing in the box is drawn (those wholly outside it, clipped, may never load: they are lazy).
    const showingTilesDrawn = () =>
      previewTiles.evaluateAll((images) => {
        const box = images[0]!.closest('[data-site-map]')!.getBoundingClientRect();
        const showing = images.filter((image) => {
          const r = image.getBoundingClientRect();
          return r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
        });
        return showing.length > 0 && showing.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 256);
      });
    await expect.poll(showingTilesDrawn).toBe(true);
    expect(await watched.leafletScripts()).toEqual([]);
    const sources = await previewTiles.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThanOrEqual(10);
    expect(sources.filter((src) => !isLocal(src))).toEqual([]);
    expect(sources.every((src) => new URL(src).pathname.startsWith(`/-/media/tiles/${ZOOM}/`))).toBe(true);

    // The tile under the box's centre is the site's tile by the formula, placed so the site's point is the centre.
    const box = (await map.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const tile = tileOf(site.lat, site.lng, ZOOM);
    const under = await tileUnder(page, '[data-site-map] [data-map-preview] img', centre.x, centre.y);
    expect(under?.path).toBe(`/-/media/tiles/${ZOOM}/${tile.x}/${tile.y}.png`);
    expect(Math.abs(centre.x - under!.left - tile.inX)).toBeLessThanOrEqual(1);
    expect(Math.abs(centre.y - under!.top - tile.inY)).toBeLessThanOrEqual(1);

    // The pin: the site's coordinate, named after the site, its tip on the centre.
    const marker = map.locator('[data-map-preview] [data-site-marker]');
    await expect(marker).toHaveAttribute('data-lat', String(site.lat));
    await expect(marker).toHaveAttribute('data-lng', String(site.lng));
    await expect(map.getByRole('img', { name: site.name })).toBeVisible();
    const pin = (await marker.locator('svg').boundingBox())!;
    expect(Math.abs(pin.x + pin.width / 2 - centre.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(pin.y + pin.height - centre.y)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
    expect(await watched.leafletScripts()).toEqual([]);

    // The button: a big enough target, pressed from the keyboard; focus goes to the map region.
    const button = map.getByRole('button', { name: 'Visa interaktiv karta' });
    const target = (await button.boundingBox())!;
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(map).toBeFocused();
    const canvas = map.locator('[data-map-provider="leaflet"]');
    await expect(canvas).toHaveAttribute('data-map-state', 'ready');
    await expect(map).toHaveAttribute('data-site-map', 'ready');
    expect((await watched.leafletScripts()).length).toBeGreaterThan(0);
    await expect(map.locator('[data-map-preview]')).toHaveCount(0);

    // Leaflet at the same centre and zoom: the site's tile among those drawn, the marker's tip on the centre.
    const tiles = map.locator('img.leaflet-tile-loaded');
    await expect(tiles.first()).toBeVisible();
    const drawn = await tiles.evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
    expect(drawn).toContain(`/-/media/tiles/${ZOOM}/${tile.x}/${tile.y}.png`);
    expect(drawn.every((src) => src.startsWith(`/-/media/tiles/${ZOOM}/`))).toBe(true);
    const leafletMarker = map.locator('.leaflet-marker-icon [data-site-marker]');
    await expect(leafletMarker).toHaveAttribute('data-lat', String(site.lat));
    await expect(leafletMarker).toHaveAttribute('data-lng', String(site.lng));
    const drawnPin = (await leafletMarker.locator('svg').boundingBox())!;
    expect(Math.abs(drawnPin.x + drawnPin.width / 2 - centre.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(drawnPin.y + drawnPin.height - centre.y)).toBeLessThanOrEqual(1);

    // Zoom buttons in Swedish, 24 px targets at least; the next Tab from the region reaches the map itself.
    for (const name of ['Zooma in', 'Zooma ut']) {
      const zoom = (await map.getByRole('button', { name }).boundingBox())!;
      expect(Math.min(zoom.width, zoom.height)).toBeGreaterThanOrEqual(24);
    }
    await page.keyboard.press('Tab');
    await expect(map.locator('.leaflet-container')).toBeFocused();
    await map.getByRole('button', { name: 'Zooma in' }).focus();
    await page.keyboard.press('Enter');
    await expect(map.locator(`img.leaflet-tile-loaded[src*="/-/media/tiles/${ZOOM + 1}/"]`).first()).toBeVisible();

    await expectNoAxeViolations(page);
    expect(watched.offsite()).toEqual([]);
    // The map's own requests all succeeded; the page's other resources are the detail page's suite's concern.
    const failed = watched.failed();
    expect(failed.filter((url) => /\/-\/media\/tiles\/|site-map-/.test(url))).toEqual([]);
    test.info().annotations.push(...failed.map((url) => ({ type: 'failed request (not the map)', description: url })));
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });

  test('without tiles, the preview drops its imagery and button; the address and maps link stay', async ({ page }) => {
    const site = await seededSite();
    const problems = watchConsole(page);
    const watched = watchRequests(page);
    await page.route('**/-/media/tiles/**', (route) => route.abort());
    await openHydrated(page, siteUrl(SITE, `${DEALERS}/${site.slug}`));
    const map = page.getByRole('region', { name: `Karta över ${site.name}` });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-site-map', 'plain');
    // It did try: the blocked requests were made.
    expect(watched.tiles().length).toBeGreaterThan(0);
    await expect(map.locator('img')).toHaveCount(0);
    await expect(map.getByRole('button')).toHaveCount(0);
    await expect(page.locator('[data-maps-link]')).toBeVisible();
    await expect(page.locator('address').first()).toBeVisible();
    await expect(page.getByText('Aj då')).toHaveCount(0);
    expect(await watched.leafletScripts()).toEqual([]);
    await expectNoAxeViolations(page);
    // What the browser itself logs for an aborted request, nothing from the page's code.
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    expect(watched.offsite()).toEqual([]);
  });

  test('without the map code, the pressed map removes itself; the address and maps link stay', async ({ page }) => {
    const site = await seededSite();
    const problems = watchConsole(page);
    const watched = watchRequests(page);
    await page.route(/site-map-leaflet/, (route) => route.abort());
    await openHydrated(page, siteUrl(SITE, `${DEALERS}/${site.slug}`));
    const button = page.getByRole('button', { name: 'Visa interaktiv karta' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-site-map]')).toHaveCount(0);
    expect(watched.requests.some((request) => /site-map-leaflet/.test(request.url()))).toBe(true);
    await expect(page.locator('[data-maps-link]')).toBeVisible();
    await expect(page.locator('address').first()).toBeVisible();
    await expect(page.getByText('Aj då')).toHaveCount(0);
    expect(problems.filter((p) => !/Failed to load resource|ChunkLoadError|Loading chunk/.test(p))).toEqual([]);
    expect(watched.offsite()).toEqual([]);
  });
});
