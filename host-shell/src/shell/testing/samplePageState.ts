import type { PageState } from '../pageState';

/** A minimal page state for tests: the home page of dealergroup-se with no content; override what a test needs. */
export function samplePageState(overrides: Partial<PageState> = {}): PageState {
  return {
    site: 'dealergroup-se',
    language: 'sv',
    path: '/',
    remotes: {},
    navigation: null,
    languages: [],
    footer: null,
    dictionary: {},
    page: { kind: 'home', title: 'Hem', blocks: [] },
    ...overrides,
  };
}
