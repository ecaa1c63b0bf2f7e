import { documentHead, documentTail } from './document';
import type { PageState } from '../../shell/pageState';

const state: PageState = {
  site: 'dealergroup-se',
  language: 'sv',
  path: '/',
  remotes: {},
  navigation: null,
  languages: [],
  footer: null,
  dictionary: {},
  page: { kind: 'home', title: 'Hem', blocks: [] },
};

describe('document', () => {
  it('escapes the title and loads no third-party script unless a tag manager is configured', () => {
    const head = documentHead(state, 'Bilar <b>"billigt"</b>', '', []);
    expect(head).toContain('<title>Bilar &lt;b&gt;&quot;billigt&quot;&lt;/b&gt;</title>');
    expect(head).not.toContain('googletagmanager');
    expect(documentHead(state, 't', '', [], 'GTM-AB12CD')).toContain('gtm.js?id=GTM-AB12CD');
  });
  it('closes with the state for hydration', () => {
    expect(documentTail(state)).toMatch(/<script id="__SHOWROOM__" type="application\/json">\{.*\}<\/script><\/body><\/html>$/);
  });
});
