import { z } from '@showroom/contracts';
import { blockFields } from './blockFields';

const schema = z.object({ Title: z.catch(z.optional(z.string().check(z.maxLength(10))), undefined), Limit: z.catch(z._default(z.number().check(z.int()), 4), 4) });

describe('blockFields', () => {
  it('keeps the fields that fit and drops one that does not, not the block', () => {
    expect(blockFields(schema, { Title: 'Hej', Limit: 2 })).toEqual({ Title: 'Hej', Limit: 2 });
    expect(blockFields(schema, { Title: 'x'.repeat(11), Limit: 'many' })).toEqual({ Title: undefined, Limit: 4 });
  });

  it('gives the defaults for fields that are not an object', () => {
    for (const fields of [undefined, null, 'Title', 42, ['Hej']]) expect(blockFields(schema, fields)).toEqual({ Limit: 4 });
  });
});
