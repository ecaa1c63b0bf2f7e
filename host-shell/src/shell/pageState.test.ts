import { serializeState, type PageState } from './pageState';

describe('serializeState', () => {
  it('cannot be closed by hostile CMS text and round-trips', () => {
    const state = {
      site: 'dealergroup-se',
      language: 'sv',
      path: '/',
      remotes: {},
      navigation: null,
      languages: [],
      footer: null,
      dictionary: { evil: '</script><script>alert(1)</script>\u2028' },
      page: { kind: 'notFound', title: 'x' },
    } satisfies PageState;
    const json = serializeState(state);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(state);
  });
});
