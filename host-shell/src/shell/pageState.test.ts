import { serializeState } from './pageState';
import { samplePageState } from './testing/samplePageState';

describe('serializeState', () => {
  it('cannot be closed by hostile CMS text and round-trips', () => {
    const state = samplePageState({
      dictionary: { evil: '</script><script>alert(1)</script>\u2028' },
      page: { kind: 'notFound', title: 'x' },
    });
    const json = serializeState(state);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(state);
  });
});
