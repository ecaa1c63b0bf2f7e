import { pointersFromAllowedOrigins } from '@showroom/mfe-runtime/host';
import { allowedRemoteOrigins } from './remoteOrigins';

describe('remote origins in the browser (issue 12 item 6)', () => {
  it('reads the allowed origins from the head only', () => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.head.innerHTML = '<meta name="showroom-remote-origins" content="http://127.0.0.1:8090 https://cdn.example">';
    // Content in the body cannot add an origin.
    doc.body.innerHTML = '<meta name="showroom-remote-origins" content="https://evil.example">';
    expect(allowedRemoteOrigins(doc)).toEqual(['http://127.0.0.1:8090', 'https://cdn.example']);
  });

  it('leaves out pointers whose manifest is elsewhere, so nothing from there is registered', () => {
    const warned: string[] = [];
    const kept = pointersFromAllowedOrigins(
      {
        'mfe-search': { version: '1', manifest: 'http://127.0.0.1:8090/mfe-search/1/mf-manifest.json' },
        'mfe-forms': { version: '9', manifest: 'https://evil.example/mfe-forms/9/mf-manifest.json' },
        'mfe-kits': { version: '2', manifest: 'http://127.0.0.1:8090.evil.example/x/mf-manifest.json' },
      },
      ['http://127.0.0.1:8090'],
      (m) => warned.push(m),
    );
    expect(kept.map(([name]) => name)).toEqual(['mfe-search']);
    expect(warned).toHaveLength(2);
  });
});
