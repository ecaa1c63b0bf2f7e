import { hostEntryLoader, START_FALLBACK_MS } from './hostEntryLoader';

const MAIN = '/static/host/main.0a1b2c3d.js';

/** A stand-in for the page's priority picture: loading until the test says it loaded or failed. */
function picture(complete: boolean) {
  const listeners = new Map<string, () => void>();
  return {
    complete,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: 'load' | 'error') => listeners.get(type)?.(),
  };
}

/** The loader's inline code run against a stand-in document; what it inserted, the frame it asked for and the selector it asked with. */
function runLoader(visibility: 'visible' | 'hidden', priority: ReturnType<typeof picture> | null = null, html = hostEntryLoader(MAIN, 'n0nce')) {
  interface Inserted {
    tag: string;
    src?: string;
    href?: string;
    rel?: string;
    as?: string;
    nonce: string;
  }
  const code = /^<script nonce="n0nce">(.*)<\/script>$/s.exec(html)?.[1];
  if (!code) throw new Error(`not one nonced inline script: ${html}`);
  const added: Inserted[] = [];
  const frames: (() => void)[] = [];
  const selectors: string[] = [];
  const document = {
    visibilityState: visibility,
    currentScript: { nonce: 'n0nce' },
    querySelector: (selector: string) => {
      selectors.push(selector);
      return priority;
    },
    createElement: (tag: string): Inserted => ({ tag, nonce: '' }),
    head: { appendChild: (element: Inserted) => added.push({ ...element }) },
  };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  // The page's own globals, as the browser gives them to an inline script; the timers are jest's fake ones.
  new Function('document', 'requestAnimationFrame', 'setTimeout', code)(document, requestAnimationFrame, setTimeout);
  // The scripts as { src, nonce }, as most tests read them; the preloads apart.
  const inserted = {
    get scripts() {
      return added.filter((element) => element.tag === 'script').map(({ src, nonce }) => ({ src, nonce }));
    },
    get preloads() {
      return added.filter((element) => element.tag === 'link').map(({ rel, as, href, nonce }) => ({ rel, as, href, nonce }));
    },
  };
  return { inserted, added, selectors, framesAsked: () => frames.length, paintFrame: () => frames.splice(0).forEach((callback) => callback()) };
}

describe('hostEntryLoader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts main.js in the task after the first frame, not before it, on a page with no priority picture', () => {
    const { inserted, paintFrame, selectors } = runLoader('visible');
    expect(selectors).toEqual(['img[fetchpriority=high]']);
    jest.advanceTimersByTime(0);
    expect(inserted.scripts).toEqual([]);
    paintFrame();
    // The frame's callback queued a task: not run yet, as the frame is still being painted.
    expect(inserted.scripts).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(inserted.scripts).toEqual([{ src: MAIN, nonce: 'n0nce' }]);
    // The fallback finds it started and inserts nothing more.
    jest.advanceTimersByTime(START_FALLBACK_MS);
    expect(inserted.scripts).toHaveLength(1);
  });

  it('waits for the priority picture to load, then for a frame', () => {
    const hero = picture(false);
    const { inserted, paintFrame, framesAsked } = runLoader('visible', hero);
    // No frame asked for while the picture loads: a frame painted now would not start main.js.
    expect(framesAsked()).toBe(0);
    jest.advanceTimersByTime(START_FALLBACK_MS - 1);
    expect(inserted.scripts).toEqual([]);
    hero.fire('load');
    expect(inserted.scripts).toEqual([]);
    paintFrame();
    jest.advanceTimersByTime(0);
    expect(inserted.scripts).toEqual([{ src: MAIN, nonce: 'n0nce' }]);
  });

  it('starts main.js after a frame when the priority picture fails, as when it loads', () => {
    const hero = picture(false);
    const { inserted, paintFrame } = runLoader('visible', hero);
    hero.fire('error');
    paintFrame();
    jest.advanceTimersByTime(0);
    expect(inserted.scripts).toEqual([{ src: MAIN, nonce: 'n0nce' }]);
  });

  it('does not wait for a priority picture that is already there (cached)', () => {
    const { inserted, paintFrame, framesAsked } = runLoader('visible', picture(true));
    expect(framesAsked()).toBe(1);
    paintFrame();
    jest.advanceTimersByTime(0);
    expect(inserted.scripts).toEqual([{ src: MAIN, nonce: 'n0nce' }]);
  });

  it('starts main.js anyway when the picture or the frame has not come within the fallback (1 ms either side)', () => {
    for (const priority of [null, picture(false)]) {
      const { inserted, paintFrame } = runLoader('visible', priority);
      jest.advanceTimersByTime(START_FALLBACK_MS - 1);
      expect(inserted.scripts).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(inserted.scripts).toEqual([{ src: MAIN, nonce: 'n0nce' }]);
      // A late picture or frame does not insert it twice.
      priority?.fire('load');
      paintFrame();
      jest.advanceTimersByTime(0);
      expect(inserted.scripts).toHaveLength(1);
    }
  });

  it('starts main.js at once in a page that is not visible, which paints no frame until shown', () => {
    expect(runLoader('hidden', picture(false)).inserted.scripts).toEqual([{ src: MAIN, nonce: 'n0nce' }]);
  });

  it('keeps a hostile path inside its string', () => {
    const hostile = '/static/host/main.js"></script><script>alert(1)</script>\u2028';
    const loader = hostEntryLoader(hostile, 'n0nce');
    expect(loader.match(/<\/script>/g)).toHaveLength(1);
    expect(loader).not.toContain('\u2028');
    const { inserted, paintFrame } = runLoader('visible', null, loader);
    paintFrame();
    jest.advanceTimersByTime(0);
    expect(inserted.scripts).toEqual([{ src: hostile, nonce: 'n0nce' }]);
  });

  it('keeps a hostile nonce inside its attribute', () => {
    expect(hostEntryLoader(MAIN, 'n"0><script>')).toMatch(/^<script nonce="n&quot;0&gt;&lt;script&gt;">/);
  });

  it("preloads the page's remote containers with main.js, not before, each with the nonce and no CORS mode", () => {
    const containers = ['http://cdn/mfe-search/1.0.0/container.js', 'http://cdn/mfe-dealers/2.0.0/container.js'];
    const hero = picture(false);
    const { inserted, added, paintFrame } = runLoader('visible', hero, hostEntryLoader(MAIN, 'n0nce', containers));
    paintFrame();
    jest.advanceTimersByTime(0);
    expect(added).toEqual([]);
    hero.fire('load');
    paintFrame();
    jest.advanceTimersByTime(0);
    expect(inserted.preloads).toEqual(containers.map((href) => ({ rel: 'preload', as: 'script', href, nonce: 'n0nce' })));
    expect(added.map((element) => element.tag)).toEqual(['link', 'link', 'script']);
    expect(added.some((element) => 'crossOrigin' in element)).toBe(false);
    jest.advanceTimersByTime(START_FALLBACK_MS);
    expect(added).toHaveLength(3);
  });

  it('writes no "<" of its own, so nothing in it can read as markup', () => {
    const code = /^<script nonce="n0nce">(.*)<\/script>$/s.exec(hostEntryLoader(MAIN, 'n0nce', ['http://cdn/a/container.js']))?.[1];
    expect(code).toBeDefined();
    expect(code).not.toContain('<');
  });

  it('keeps a hostile container URL inside its string', () => {
    const hostile = 'http://cdn/x"></script><script>alert(1)</script>\u2028/container.js';
    const loader = hostEntryLoader(MAIN, 'n0nce', [hostile]);
    expect(loader.match(/<\/script>/g)).toHaveLength(1);
    const { inserted } = runLoader('hidden', null, loader);
    expect(inserted.preloads).toEqual([{ rel: 'preload', as: 'script', href: hostile, nonce: 'n0nce' }]);
  });
});
