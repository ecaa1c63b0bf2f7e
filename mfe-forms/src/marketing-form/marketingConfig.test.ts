import { marketingConfig, SANDBOX_MARKETING_SCRIPT_PATH, SANDBOX_PORTAL_ID } from './marketingConfig';

describe('marketingConfig', () => {
  it("without settings: the sandbox's stand-in script, from SANDBOX_URL or the default sandbox", () => {
    expect(marketingConfig({}).config).toEqual({ scriptUrl: `http://127.0.0.1:8070${SANDBOX_MARKETING_SCRIPT_PATH}`, portalId: SANDBOX_PORTAL_ID, region: 'eu1' });
    expect(marketingConfig({ SANDBOX_URL: 'http://127.0.0.1:29070/' }).config.scriptUrl).toBe('http://127.0.0.1:29070/__sandbox/marketing/forms-v2.js');
  });

  it('the configured provider script and account', () => {
    const { config, problems } = marketingConfig({ MARKETING_FORM_SCRIPT_URL: 'https://js-eu1.hsforms.net/forms/embed/v2.js', MARKETING_FORM_PORTAL_ID: '1234567' });
    expect(config).toEqual({ scriptUrl: 'https://js-eu1.hsforms.net/forms/embed/v2.js', portalId: '1234567', region: 'eu1' });
    expect(problems).toEqual([]);
  });

  it('a partner element\'s attributes go before the environment', () => {
    const { config } = marketingConfig({ MARKETING_FORM_SCRIPT_URL: 'https://a.example/v2.js' }, { scriptUrl: 'https://b.example/v2.js', portalId: '42' });
    expect(config).toMatchObject({ scriptUrl: 'https://b.example/v2.js', portalId: '42' });
  });

  it('a malformed setting is reported and the stand-in used', () => {
    for (const env of [{ MARKETING_FORM_SCRIPT_URL: 'javascript:alert(1)' }, { MARKETING_FORM_SCRIPT_URL: 'https://a.example/v2.js', MARKETING_FORM_PORTAL_ID: 'abc' }]) {
      const { config, problems } = marketingConfig(env);
      expect(config.scriptUrl).toBe(`http://127.0.0.1:8070${SANDBOX_MARKETING_SCRIPT_PATH}`);
      expect(problems).toHaveLength(1);
    }
  });
});
