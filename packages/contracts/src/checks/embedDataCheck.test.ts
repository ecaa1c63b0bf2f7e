import fc from 'fast-check';
import { embedDataSchema } from '@showroom/contracts/bff-routes';
import { embedDataCheck } from './embedDataCheck';
import { oneFieldOff, sameAnswers } from './testing/sameAnswers';

// The zod schema is the description; the hand-written check must give its answers, value for value.

describe('embedDataCheck gives embedDataSchema answers', () => {
  const props = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  const answer = oneFieldOff(fc.record({ kind: fc.constant('props'), props }), {
    kind: fc.constantFrom('notFound', 'Props', '', null, 1),
    props: fc.oneof(fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.string(), fc.constant(new Date(0)), fc.constant(Object.create(null) as object), fc.constant(new Map()), fc.constant({ a: 1, [Symbol.for('key')]: 2 })),
  });
  const notFound = oneFieldOff(fc.record({ kind: fc.constant('notFound') }), { kind: fc.constantFrom('props', undefined) });

  it('on generated answers, one field off, and values of every kind', () => {
    sameAnswers(embedDataSchema, embedDataCheck, fc.oneof(answer, notFound, fc.anything()));
  });

  it('on answers as the network gives them (parsed JSON), __proto__ keys among them', () => {
    const texts = fc.oneof(fc.json(), props.map((value) => JSON.stringify({ kind: 'props', props: value })), fc.constant('{"kind":"props","props":{"__proto__":{"x":1},"car":1}}'));
    sameAnswers(embedDataSchema, embedDataCheck, texts.map((text) => JSON.parse(text) as unknown));
  });

  it('copies the props, leaves unknown keys behind and never lets __proto__ set a prototype', () => {
    // Worked by hand: `extra` goes; the `__proto__` own key of parsed JSON is dropped, `car` stays.
    const parsed = JSON.parse('{"kind":"props","props":{"__proto__":{"polluted":true},"car":{"id":1}},"extra":1}') as unknown;
    const checked = embedDataCheck.safeParse(parsed);
    expect(checked).toEqual({ success: true, data: { kind: 'props', props: { car: { id: 1 } } } });
    expect(checked.success && Object.getPrototypeOf(checked.data.kind === 'props' ? checked.data.props : null)).toBe(Object.prototype);
    expect(embedDataCheck.safeParse({ kind: 'notFound', props: 1 })).toEqual({ success: true, data: { kind: 'notFound' } });
    expect(embedDataCheck.safeParse({ kind: 'props', props: [] })).toEqual({ success: false, error: { message: 'props: expected a record' } });
  });
});
