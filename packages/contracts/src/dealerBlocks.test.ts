import { dealerPickerFieldsSchema, siteTeasersFieldsSchema } from './dealerBlocks';
import { dealerPickerPropsSchema } from './props/dealerBlocks';

describe('dealer block fields: bad values cost the field, never the block', () => {
  it('cuts a long title and drops a query of the wrong type or size', () => {
    expect(siteTeasersFieldsSchema.parse({ Title: 'x'.repeat(250), Filters: 42 })).toEqual({ Title: 'x'.repeat(200) });
    expect(siteTeasersFieldsSchema.parse({ Filters: 's'.repeat(2001) })).toEqual({});
    expect(siteTeasersFieldsSchema.parse({ Title: '<script>alert(1)</script>' }).Title).toBe('<script>alert(1)</script>');
  });

  it('takes only a safe form-field name and a boolean for the links', () => {
    expect(dealerPickerFieldsSchema.parse({ Name: 'dealer', ShowSiteLinks: false })).toEqual({ Name: 'dealer', ShowSiteLinks: false });
    expect(dealerPickerFieldsSchema.parse({ Name: '"><img src=x onerror=alert(1)>', ShowSiteLinks: 'yes', Title: ['x'] })).toEqual({});
    expect(dealerPickerFieldsSchema.parse({ Name: 'a'.repeat(101) })).toEqual({});
  });

  it('the picker props default the name and refuse an unsafe one', () => {
    expect(dealerPickerPropsSchema.parse({ site: 'dealergroup-no', language: 'nb' })).toMatchObject({ name: 'dealer', dealersPath: null });
    expect(dealerPickerPropsSchema.safeParse({ site: 'dealergroup-no', language: 'nb', name: 'a b' }).success).toBe(false);
  });
});
