import { z } from '@showroom/contracts';
import { parseBlockFields, parseItems } from './parseFields';

const schema = z.object({ Title: z.string(), Count: z.number() });

describe('parseBlockFields', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('returns valid fields without logging', () => {
    expect(parseBlockFields(schema, { uid: 'u1', componentName: 'Thing', fields: { Title: 'A', Count: 2 } })).toEqual({ Title: 'A', Count: 2 });
    expect(error).not.toHaveBeenCalled();
  });

  it('logs the block and the bad field and returns null', () => {
    expect(parseBlockFields(schema, { uid: 'u1', componentName: 'Thing', fields: { Title: 'A', Count: 'two' } })).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/^\[blocks\] Thing u1 has invalid fields: Count: /);
  });

  it('treats missing fields as invalid', () => {
    expect(parseBlockFields(schema, { uid: 'u2', componentName: 'Thing', fields: null })).toBeNull();
    expect(error.mock.calls[0]![0]).toContain('(fields)');
  });
});

describe('parseItems', () => {
  it('keeps the good items in order and logs each bad one', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const items = [{ Title: 'A', Count: 1 }, { Title: 'B' }, 'junk', { Title: 'D', Count: 4 }];
    expect(parseItems(schema, items, 'CardList c1')).toEqual([
      { Title: 'A', Count: 1 },
      { Title: 'D', Count: 4 },
    ]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]![0]).toMatch(/^\[blocks\] CardList c1 item 1 is skipped/);
    expect(error.mock.calls[1]![0]).toMatch(/^\[blocks\] CardList c1 item 2 is skipped/);
    error.mockRestore();
  });
});
