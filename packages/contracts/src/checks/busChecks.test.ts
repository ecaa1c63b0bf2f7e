import fc from 'fast-check';
import { compareStateSchema, navigateEventSchema } from '../bus';
import { alwaysValidatedBusTopics, compareStateCheck, navigateEventCheck } from './busChecks';
import { oneFieldOff, sameAnswers, textAround } from './testing/sameAnswers';

// The zod schemas are the description; the hand-written checks must give their answers, value for value.

const validItem = fc.record(
  { car_id: fc.stringMatching(/^\d{1,12}$/), slug: fc.string({ maxLength: 200 }), title: fc.string({ maxLength: 300 }), image: fc.string({ maxLength: 2000 }), price_text: fc.string({ maxLength: 100 }) },
  { requiredKeys: ['car_id', 'slug', 'title'] },
);
const compareItem = oneFieldOff(validItem, {
  car_id: fc.oneof(fc.stringMatching(/^\d{12,14}$/), fc.string({ maxLength: 14 }), fc.stringMatching(/^ ?\d{1,12}\n?$/), fc.integer(), fc.constant('')),
  slug: fc.oneof(textAround(200), fc.integer()),
  title: fc.oneof(textAround(300), fc.constant(null)),
  image: fc.oneof(textAround(2000), fc.constant(undefined), fc.boolean()),
  price_text: fc.oneof(textAround(100), fc.constant(undefined), fc.constant(null)),
});

describe('compareStateCheck gives compareStateSchema answers', () => {
  it('on generated lists, values of every kind and lists around the 100-car limit', () => {
    const lists = fc.oneof(fc.array(compareItem, { maxLength: 3 }), fc.anything(), fc.array(validItem, { minLength: 98, maxLength: 102 }));
    sameAnswers(compareStateSchema, compareStateCheck, lists);
  });

  it('keeps only the five fields of an item (as zod strips unknown keys)', () => {
    // Worked by hand: the unknown key `extra` goes, `image` stays.
    const stored = [{ car_id: '101', slug: 'volvo-xc60', title: 'Volvo XC60', image: '/i.jpg', extra: 'x' }];
    expect(compareStateCheck.safeParse(stored)).toEqual({ success: true, data: [{ car_id: '101', slug: 'volvo-xc60', title: 'Volvo XC60', image: '/i.jpg' }] });
  });

  it('says where a list is wrong', () => {
    const answer = compareStateCheck.safeParse([{ car_id: '1', slug: 's', title: 't' }, { car_id: '12a', slug: 's', title: 't' }]);
    expect(answer).toEqual({ success: false, error: { message: '1.car_id: expected 1 to 12 digits' } });
  });
});

describe('navigateEventCheck gives navigateEventSchema answers', () => {
  const oddHrefs = ['/', '/kop-bil', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'JAVASCRIPT:x', 'data:text/html,x', 'HTTPS://a.example/x', 'http://', 'https:/x', ' /x', ''];
  const validEvent = fc.record({ href: fc.oneof(fc.webUrl(), fc.string({ maxLength: 3999 }).map((rest) => `/${rest.replace(/^[/\\]+/, '')}`)), replace: fc.boolean() }, { requiredKeys: ['href'] });
  const event = oneFieldOff(validEvent, {
    href: fc.oneof(fc.constantFrom(...oddHrefs), fc.string({ minLength: 3998, maxLength: 4002 }).map((rest) => `/${rest}`), fc.string(), fc.integer()),
    replace: fc.oneof(fc.constant(undefined), fc.string(), fc.constant(null), fc.integer()),
  });
  it('on generated events and values of every kind', () => {
    sameAnswers(navigateEventSchema, navigateEventCheck, fc.oneof(event, fc.anything()));
  });

  it('is the check the bus runs on navigate in production', () => {
    expect(alwaysValidatedBusTopics.navigate).toBe(navigateEventCheck);
  });
});
