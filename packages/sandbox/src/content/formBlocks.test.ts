import { formBuilderFieldsSchema, formPopupFieldsSchema, marketingFormFieldsSchema } from '@showroom/contracts/form-block-fields';
import { SITES } from '@showroom/sites';
import { FORM_BUILDER_FORM_ID, MARKETING_FORM_ID } from './formBlocks';
import { routeItem } from './routeItem';
import { StoryCatalog } from './storyCatalog';

const catalog = new StoryCatalog({ seed: 1, now: new Date('2026-11-02T09:00:00Z') });
const FORM_BLOCKS = ['FormBuilder', 'MarketingForm', 'FormPopup'];
const formBlocksOf = (code: keyof typeof SITES, language: 'sv' | 'en' | 'nb', path: string) =>
  (routeItem(SITES[code], language, path, catalog)?.placeholders?.main ?? []).filter((c) => FORM_BLOCKS.includes(c.componentName));

describe('the form blocks of the content pages', () => {
  it("puts a form builder, one without an id, a marketing form and a popup on dealergroup-se's feedback page, in both languages", () => {
    for (const [language, path] of [['sv', '/tyck-till'], ['en', '/tyck-till']] as const) {
      const blocks = formBlocksOf('dealergroup-se', language, path);
      expect(blocks.map((b) => b.componentName)).toEqual(['FormBuilder', 'FormBuilder', 'MarketingForm', 'FormPopup']);
      expect(formBuilderFieldsSchema.parse(blocks[0]?.fields).FormId).toBe(FORM_BUILDER_FORM_ID);
      expect(formBuilderFieldsSchema.parse(blocks[1]?.fields).FormId).toBeUndefined();
      expect(marketingFormFieldsSchema.parse(blocks[2]?.fields).FormId).toBe(MARKETING_FORM_ID);
      expect(formPopupFieldsSchema.parse(blocks[3]?.fields)).toMatchObject({ Form: 'MarketingForm', FormId: MARKETING_FORM_ID });
      expect(new Set(blocks.map((b) => b.uid)).size).toBe(4);
    }
  });

  it('shows a form the site is configured to show (its jotformForms)', () => {
    expect(SITES['dealergroup-se'].jotformForms?.[FORM_BUILDER_FORM_ID]?.length).toBeGreaterThan(0);
  });

  it('puts them nowhere else', () => {
    expect(formBlocksOf('dealergroup-se', 'sv', '/')).toHaveLength(0);
    expect(formBlocksOf('dealergroup-se', 'sv', '/om-oss')).toHaveLength(0);
    expect(formBlocksOf('dealergroup-no', 'nb', '/')).toHaveLength(0);
  });
});
