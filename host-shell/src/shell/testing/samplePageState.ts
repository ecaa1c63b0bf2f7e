import { themes } from '@showroom/ui';
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
    brandLogos: [],
    alert: null,
    hideAlert: false,
    dictionary: {},
    theme: themes.dealergroup,
    editing: false,
    searchUrl: null,
    meta: { title: 'Hem | Dealergroup', description: '', ogTitle: 'Hem', ogDescription: '', ogImage: null, canonicalUrl: null, favicon: null, gtmId: '', pageName: 'home', pageVariantId: 'default' },
    blockData: {},
    blockFields: {},
    page: { kind: 'home', title: 'Hem', blocks: [] },
    ...overrides,
  };
}
