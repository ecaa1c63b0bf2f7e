import { formsRemote } from '@showroom/contracts';
import { expectProps, testLoadContext } from '@showroom/test-kit';
import { loadMarketingForm } from './loadMarketingForm';

const entry = formsRemote.modules.MarketingForm;
const ENV_KEYS = ['MARKETING_FORM_SCRIPT_URL', 'MARKETING_FORM_PORTAL_ID', 'SANDBOX_URL'] as const;
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
afterEach(() => {
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('loadMarketingForm', () => {
  it("the form id and heading from content, the provider from the host's environment", async () => {
    process.env.MARKETING_FORM_SCRIPT_URL = 'https://js-eu1.hsforms.net/forms/embed/v2.js';
    process.env.MARKETING_FORM_PORTAL_ID = '1234567';
    const props = expectProps(entry, await loadMarketingForm(testLoadContext({ fields: { FormId: 'b5d3a1f0-2c4e', Title: 'Nyhetsbrev' } })));
    expect(props).toEqual({
      site: 'dealergroup-se',
      language: 'sv',
      apiBase: '',
      formId: 'b5d3a1f0-2c4e',
      title: 'Nyhetsbrev',
      config: { scriptUrl: 'https://js-eu1.hsforms.net/forms/embed/v2.js', portalId: '1234567', region: 'eu1' },
    });
  });

  it('content cannot name the script: a ScriptSrc field is ignored', async () => {
    delete process.env.MARKETING_FORM_SCRIPT_URL;
    process.env.SANDBOX_URL = 'http://127.0.0.1:29070';
    const props = expectProps(entry, await loadMarketingForm(testLoadContext({ fields: { FormId: 'f', ScriptSrc: 'https://evil.example/x.js' }, params: ['f', 'https://evil.example/x.js'] })));
    expect(props.config.scriptUrl).toBe('http://127.0.0.1:29070/__sandbox/marketing/forms-v2.js');
  });

  it('no usable id is no id ("Missing FormId")', async () => {
    for (const FormId of [undefined, '', 7, 'a b', '<script>']) {
      const props = expectProps(entry, await loadMarketingForm(testLoadContext({ fields: { FormId } as Record<string, unknown> })));
      expect(props.formId).toBeNull();
    }
  });

  it("on a partner page: the element's form-id, script-src and portal-id", async () => {
    const props = expectProps(entry, await loadMarketingForm(testLoadContext({ params: ['form-9', 'http://127.0.0.1:29070/__sandbox/marketing/forms-v2.js', '77'] })));
    expect(props).toMatchObject({ formId: 'form-9', config: { scriptUrl: 'http://127.0.0.1:29070/__sandbox/marketing/forms-v2.js', portalId: '77' } });
  });
});
