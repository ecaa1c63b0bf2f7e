import { testLoadContext } from '@showroom/test-kit';
import { blockInput } from './blockInput';

describe('blockInput', () => {
  it("is the content block's fields when there are any", () => {
    expect(blockInput(testLoadContext({ fields: { FormId: '1' }, params: ['2'] }), ['FormId'])).toEqual({ FormId: '1' });
  });

  it("is an embed's attributes (its params) under the field names, leaving out empty ones", () => {
    expect(blockInput(testLoadContext({ params: ['241', '', 'x'] }), ['FormId', 'Title', 'Form'])).toEqual({ FormId: '241', Form: 'x' });
    expect(blockInput(testLoadContext({ params: [] }), ['FormId'])).toEqual({});
  });
});
