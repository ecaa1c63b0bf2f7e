import fc from 'fast-check';
import { sameAnswers, textAround } from '@showroom/contracts/testing/same-answers';
import { KITS_PARAMS_KEY, parseKitsParams, readKitsParams, type KitsParams } from './kitsParams';
import { KITS_PARAM_TEXT_KEYS, kitsParamTextCheck, kitsParamsCheck, packageIdsCheck } from './kitsParamsCheck';
import { kitsParamTextSchema, kitsParamsSchema, packageIdsSchema } from './kitsParamsSchema';

// The zod schemas are the description; the hand-written checks must give their answers, value for value.

// What String.prototype.trim takes away (and, last, two characters it leaves: zero-width space, Mongolian vowel separator).
const spaces = fc.constantFrom('', ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028', '\u200b', '\u180e');
const padded = (text: fc.Arbitrary<string>) => fc.tuple(spaces, text, spaces).map(([before, middle, after]) => `${before}${middle}${after}`);
const paramText = fc.oneof(padded(textAround(200)), spaces, fc.constant(''));
const packageId = fc.oneof(padded(textAround(100)), spaces);
const idLists = fc.oneof(
  fc.array(packageId, { maxLength: 4 }),
  fc.array(fc.string({ minLength: 1, maxLength: 3 }).filter((id) => id.trim() !== ''), { minLength: 98, maxLength: 102 }),
);
const notText = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }));

describe('kitsParamTextCheck and packageIdsCheck give the schemas answers', () => {
  it('on texts padded with white space, empty, around the 200-character bound and values of every kind', () => {
    sameAnswers(kitsParamTextSchema, kitsParamTextCheck, fc.oneof({ arbitrary: paramText, weight: 4 }, notText, fc.anything()));
  });

  it('on id lists around the 100-id and 100-character bounds and values of every kind', () => {
    sameAnswers(packageIdsSchema, packageIdsCheck, fc.oneof(idLists, fc.array(fc.oneof(packageId, notText), { maxLength: 3 }), fc.anything()));
  });
});

describe('kitsParamsCheck gives kitsParamsSchema answers', () => {
  const textField = fc.oneof({ arbitrary: paramText, weight: 4 }, notText, fc.constant(undefined));
  const idsField = fc.oneof({ arbitrary: idLists, weight: 4 }, notText, fc.constant(undefined), fc.constant('50001,50002'));
  const shape = {
    ...Object.fromEntries(KITS_PARAM_TEXT_KEYS.map((key) => [key, textField])),
    packageIds: idsField,
    // Keys no schema knows, which zod leaves behind.
    other: fc.string(),
  };
  const trimmedUpTo = (max: number) => padded(fc.string({ minLength: 1, maxLength: max })).filter((text) => text.trim().length >= 1 && text.trim().length <= max);
  const valid = fc.record(
    { ...Object.fromEntries(KITS_PARAM_TEXT_KEYS.map((key) => [key, trimmedUpTo(200)])), packageIds: fc.array(trimmedUpTo(100), { maxLength: 100 }), other: fc.string() },
    { requiredKeys: [] },
  );
  const stored = fc.oneof(valid, fc.record(shape, { requiredKeys: [] }));

  it('on stored parameters with every field present, missing, undefined, padded or wrong, and values of every kind', () => {
    sameAnswers(kitsParamsSchema, kitsParamsCheck, fc.oneof({ arbitrary: stored, weight: 4 }, fc.anything(), fc.array(stored, { maxLength: 1 })));
  });

  it('trims what it keeps, leaves out unknown keys and keeps an undefined field as zod does', () => {
    // Worked by hand: ' anna\n' trims to 'anna'; 'x' goes; dealer is there but undefined, so it stays, undefined.
    const answer = kitsParamsCheck.safeParse({ user: ' anna\n', dealer: undefined, packageIds: [' 50001 '], x: 1 });
    expect(answer).toStrictEqual({ success: true, data: { user: 'anna', dealer: undefined, packageIds: ['50001'] } });
    expect(kitsParamsCheck.safeParse({ user: ' \t ' })).toEqual({ success: false, error: { message: 'user: expected a text of 1 to 200 characters' } });
  });
});

describe('parseKitsParams and readKitsParams answer as they did with the schemas', () => {
  const first = (query: Record<string, string | string[] | undefined> | URLSearchParams, key: string): unknown =>
    query instanceof URLSearchParams ? query.get(key) ?? undefined : [query[key]].flat()[0];
  /** parseKitsParams as it was written with the zod schemas. */
  function parseWithSchemas(query: Record<string, string | string[] | undefined> | URLSearchParams): KitsParams {
    const params: KitsParams = {};
    for (const key of KITS_PARAM_TEXT_KEYS) {
      const parsed = kitsParamTextSchema.safeParse(first(query, key));
      if (parsed.success) params[key] = parsed.data;
    }
    const ids = first(query, 'packageIds');
    if (typeof ids === 'string') {
      const parsed = kitsParamsSchema.shape.packageIds.safeParse(ids.split(',').map((id) => id.trim()).filter(Boolean));
      if (parsed.success && parsed.data && parsed.data.length > 0) params.packageIds = parsed.data;
    }
    return params;
  }

  const idsText = fc.oneof(idLists.map((ids) => ids.join(',')), padded(textAround(100)), fc.constantFrom(',', ' , ,', '50001,,50002,'));
  const queryValue = fc.oneof(paramText, fc.array(paramText, { maxLength: 2 }), fc.constant(undefined));
  const record = fc.record(
    { ...Object.fromEntries(KITS_PARAM_TEXT_KEYS.map((key) => [key, queryValue])), packageIds: fc.oneof(idsText, fc.array(idsText, { maxLength: 2 })), other: fc.string() },
    { requiredKeys: [] },
  );

  it('on queries as records and as URLSearchParams (with repeated keys)', () => {
    const toSearch = (query: Record<string, string | string[] | undefined>) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) for (const one of [value ?? []].flat()) search.append(key, one);
      return search;
    };
    fc.assert(
      fc.property(record, (query) => {
        expect(parseKitsParams(query)).toStrictEqual(parseWithSchemas(query));
        const search = toSearch(query);
        expect(parseKitsParams(search)).toStrictEqual(parseWithSchemas(search));
      }),
      { numRuns: 2000, seed: 14, endOnFailure: true },
    );
  });

  /** readKitsParams as it was written with the zod schema. */
  function schemaAnswer(text: string): KitsParams {
    try {
      const parsed = kitsParamsSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }

  it('on stored JSON of every kind, corrupt JSON included', () => {
    const stored = fc.record({ ...Object.fromEntries(KITS_PARAM_TEXT_KEYS.map((key) => [key, fc.oneof(paramText, notText)])), packageIds: fc.oneof(idLists, notText) }, { requiredKeys: [] });
    const raw = fc.oneof(stored.map((value) => JSON.stringify(value)), fc.json(), fc.string());
    fc.assert(
      fc.property(raw, (text) => {
        const expected = schemaAnswer(text);
        expect(readKitsParams({ getItem: (key) => (key === KITS_PARAMS_KEY ? text : null) })).toStrictEqual(expected);
      }),
      { numRuns: 2000, seed: 14, endOnFailure: true },
    );
  });
});
