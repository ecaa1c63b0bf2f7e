import { formsRemote } from '@showroom/contracts';
import { expectProps, testLoadContext } from '@showroom/test-kit';
import { loadFormPopup } from './loadFormPopup';

const entry = formsRemote.modules.FormPopup;

describe('loadFormPopup', () => {
  it('the button, heading and a marketing form from content, the provider from configuration', async () => {
    const props = expectProps(entry, await loadFormPopup(testLoadContext({ fields: { ButtonLabel: 'Boka', Title: 'Provkörning', Form: 'MarketingForm', FormId: 'b5d3-17' } })));
    expect(props).toMatchObject({ buttonLabel: 'Boka', title: 'Provkörning', form: { kind: 'marketingForm', formId: 'b5d3-17', config: { region: 'eu1' } } });
  });

  it("a form builder by its id; the site's words for a missing button or heading", async () => {
    const props = expectProps(entry, await loadFormPopup(testLoadContext({ language: 'en', fields: { Form: 'FormBuilder', FormId: '241000000000004' } })));
    expect(props).toMatchObject({ buttonLabel: 'Open the form', title: 'Form', form: { kind: 'formBuilder', formId: '241000000000004' } });
  });

  it('an unknown form kind is the marketing form; an id that does not fit the chosen form is no id', async () => {
    const odd = expectProps(entry, await loadFormPopup(testLoadContext({ fields: { Form: 'Iframe', FormId: 'x' } })));
    expect(odd.form).toMatchObject({ kind: 'marketingForm', formId: 'x' });
    const builder = expectProps(entry, await loadFormPopup(testLoadContext({ fields: { Form: 'MarketingForm', FormId: 'a_b' } })));
    expect(builder.form.formId).toBeNull();
  });

  it("on a partner page: the element's form, form-id, script-src and portal-id attributes", async () => {
    const props = expectProps(entry, await loadFormPopup(testLoadContext({ params: ['MarketingForm', 'f-1', 'https://cdn.example/v2.js', '9'] })));
    expect(props.form).toEqual({ kind: 'marketingForm', formId: 'f-1', config: { scriptUrl: 'https://cdn.example/v2.js', portalId: '9', region: 'eu1' } });
  });
});
