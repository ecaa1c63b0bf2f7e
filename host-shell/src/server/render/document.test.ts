import { documentHead, documentTail } from './document';
import { samplePageState } from '../../shell/testing/samplePageState';

const state = samplePageState();

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
