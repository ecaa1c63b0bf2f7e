import { carClipWebm, ffmpegPath } from './videoClip';

const binary = ffmpegPath();
// The binary comes from an optional, Linux x64 only npm package; elsewhere the clip stays an animated WebP.
const onThisPlatform = binary ? it : it.skip;

describe('video clip', () => {
  onThisPlatform('encodes a real WebM: EBML header and a VP8 track', async () => {
    const webm = await carClipWebm(binary!, 320, '#b22222', 'Volvo XC60');
    // Every WebM starts with the EBML magic 1A 45 DF A3 and names its doctype and codec.
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(webm.includes(Buffer.from('webm'))).toBe(true);
    expect(webm.includes(Buffer.from('V_VP8'))).toBe(true);
    expect(webm.length).toBeGreaterThan(1000);
  }, 30_000);
});
