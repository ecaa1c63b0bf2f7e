/** @jest-environment node */
import { hostConfig } from '../config';
import { contentSecurityPolicy, serializePolicy } from './contentSecurityPolicy';
import { policyOrigins } from './policyOrigins';

const origins = { remotes: ['http://cdn.test:8090'], scripts: ['http://sandbox.test:8070'], connect: ['http://sandbox.test:8070'], images: [], editors: ['https://editor.test'] };

describe('the host content security policy (issue 20)', () => {
  it("runs scripts by the response's nonce and 'strict-dynamic', and shuts plugins, <base> and foreign framing", () => {
    const policy = contentSecurityPolicy(origins, { nonce: 'abc123', editing: false });
    expect(policy['script-src']!.slice(0, 2)).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'http://cdn.test:8090', 'http://sandbox.test:8070']);
    expect(policy['report-uri']).toEqual(['/__csp-report']);
    expect(policy['report-to']).toEqual(['csp-endpoint']);
  });

  it("lets the content platform's editor frame a page in editing mode only", () => {
    expect(contentSecurityPolicy(origins, { nonce: 'n', editing: true })['frame-ancestors']).toEqual(["'self'", 'https://editor.test']);
  });

  it('serialises as the header value', () => {
    expect(serializePolicy({ 'default-src': ["'self'"], 'object-src': ["'none'"] })).toBe("default-src 'self'; object-src 'none'");
  });

  it('takes every other origin from configuration', () => {
    const config = hostConfig({ REMOTE_ORIGINS: 'https://cdn.example.com, https://cdn2.example.com/x', SANDBOX_URL: 'http://127.0.0.1:9070', CONTENT_PLATFORM_URL: 'https://cm.example.com/platform' });
    expect(policyOrigins(config, {})).toEqual({
      remotes: ['https://cdn.example.com', 'https://cdn2.example.com'],
      // The marketing form's stand-in on the sandbox, as mfe-forms falls back when no provider script is set.
      scripts: ['http://127.0.0.1:9070'],
      connect: ['http://127.0.0.1:9070'],
      images: [],
      editors: ['https://cm.example.com'],
    });
    const configured = policyOrigins(hostConfig({ GTM_ID: 'GTM-AB12CD' }), { MARKETING_FORM_SCRIPT_URL: 'https://js-eu1.hsforms.net/forms/embed/v2.js', MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' });
    expect(configured.scripts).toEqual(['https://js-eu1.hsforms.net', 'https://www.googletagmanager.com']);
    expect(configured.connect).toContain('https://js-eu1.hsforms.net');
    expect(configured.connect).toContain('https://*.google-analytics.com');
    expect(configured.images).toContain('https://tiles.example.com');
    // A tile template that is no http(s) URL adds nothing.
    expect(policyOrigins(hostConfig({}), { MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' }).images).toEqual([]);
  });
});
