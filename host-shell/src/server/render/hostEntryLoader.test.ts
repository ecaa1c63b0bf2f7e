import { FIRST_FRAME_FALLBACK_MS, hostEntryLoader, hostEntryPreload } from './hostEntryLoader';

const MAIN = '/static/host/main.0a1b2c3d.js';

/** The loader's inline code run against a stand-in document; what it inserted, and the frame it asked for. */
function runLoader(visibility: 'visible' | 'hidden', html = hostEntryLoader(MAIN, 'n0nce')) {
  const code = /^<script nonce="n0nce">(.*)<\/script>$/s.exec(html)?.[1];
  if (!code) throw new Error(`not one nonced inline script: ${html}`);
  const inserted: { src: string; nonce: string }[] = [];
  const frames: (() => void)[] = [];
  const document = {
    visibilityState: visibility,
    currentScript: { nonce: 'n0nce' },
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return { src: '', nonce: '' };
    },
    head: { appendChild: (element: { src: string; nonce: string }) => inserted.push({ ...element }) },
  };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  // The page's own globals, as the browser gives them to an inline script; the timers are jest's fake ones.
  new Function('document', 'requestAnimationFrame', 'setTimeout', code)(document, requestAnimationFrame, setTimeout);
  return { inserted, paintFrame: () => frames.splice(0).forEach((callback) => callback()) };
}

describe('hostEntryLoader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts main.js in the task after the first frame, not before it', () => {
    const { inserted, paintFrame } = runLoader('visible');
    jest.advanceTimersByTime(0);
    expect(inserted).toEqual([]);
    paintFrame();
    // The frame's callback queued a task: not run yet, as the frame is still being painted.
    expect(inserted).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(inserted).toEqual([{ src: MAIN, nonce: 'n0nce' }]);
    // The fallback finds it started and inserts nothing more.
    jest.advanceTimersByTime(FIRST_FRAME_FALLBACK_MS);
    expect(inserted).toHaveLength(1);
  });

  it('starts main.js anyway when no frame comes within the fallback (1 ms either side)', () => {
    const { inserted, paintFrame } = runLoader('visible');
    jest.advanceTimersByTime(FIRST_FRAME_FALLBACK_MS - 1);
    expect(inserted).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(inserted).toEqual([{ src: MAIN, nonce: 'n0nce' }]);
    // A late frame does not insert it twice.
    paintFrame();
    jest.advanceTimersByTime(0);
    expect(inserted).toHaveLength(1);
  });

  it('starts main.js at once in a page that is not visible, which paints no frame until shown', () => {
    expect(runLoader('hidden').inserted).toEqual([{ src: MAIN, nonce: 'n0nce' }]);
  });

  it('keeps a hostile path inside its string and its attribute', () => {
    const hostile = '/static/host/main.js"></script><script>alert(1)</script>\u2028';
    const loader = hostEntryLoader(hostile, 'n0nce');
    expect(loader.match(/<\/script>/g)).toHaveLength(1);
    expect(loader).not.toContain('\u2028');
    const { inserted, paintFrame } = runLoader('visible', loader);
    paintFrame();
    jest.advanceTimersByTime(0);
    expect(inserted).toEqual([{ src: hostile, nonce: 'n0nce' }]);
    expect(hostEntryPreload(hostile, 'n"0')).toBe(
      '<link rel="preload" as="script" fetchpriority="low" nonce="n&quot;0" href="/static/host/main.js&quot;&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028">',
    );
  });
});
