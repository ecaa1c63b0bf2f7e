import { formsRemote } from '@showroom/contracts';
import { expectProps, testLoadContext } from '@showroom/test-kit';
import { loadFormBuilder } from './loadFormBuilder';

const entry = formsRemote.modules.FormBuilder;

describe('loadFormBuilder', () => {
  it("takes the form id and heading from the block's fields, without calling any upstream", async () => {
    const props = expectProps(entry, await loadFormBuilder(testLoadContext({ fields: { FormId: ' 241000000000004 ', Title: 'Svaren' } })));
    expect(props).toEqual({ site: 'dealergroup-se', language: 'sv', apiBase: '', formId: '241000000000004', title: 'Svaren' });
  });

  it('a missing, empty, wrongly typed or malformed id is no id (the block shows "Missing FormId")', async () => {
    for (const FormId of [undefined, '', '   ', 42, ['241'], '../secret', 'x'.repeat(41)]) {
      const props = expectProps(entry, await loadFormBuilder(testLoadContext({ fields: { FormId } as Record<string, unknown> })));
      expect(props.formId).toBeNull();
    }
  });

  it("on a partner page (no fields) reads the element's form-id attribute", async () => {
    const props = expectProps(entry, await loadFormBuilder(testLoadContext({ params: ['241000000000001'], apiBase: 'https://www.dealergroup.se' })));
    expect(props).toMatchObject({ formId: '241000000000001', apiBase: 'https://www.dealergroup.se' });
  });
});
