import type { JotformAnswer, JotformSubmission } from '@showroom/contracts/jotform';
import { createRandom } from '../random';

/** The sandbox's forms, by id (documented in docs/sandbox.md's test data). */
export const JOTFORM_FORMS = {
  '241000000000001': 'Newsletter sign-up',
  '241000000000002': 'Test drive request',
  '241000000000003': 'Trade-in valuation',
  '241000000000004': 'Campaign questionnaire',
} as const;
export type JotformFormId = keyof typeof JOTFORM_FORMS;

/** A form id with no submissions (content is an empty list). */
export const JOTFORM_EMPTY_FORM = '241000000000000';

const FIRST = ['Anna', 'Erik', 'Sofia', 'Lars', 'Emma', 'Oliver', 'Ingrid', 'Jonas'];
const LAST = ['Lindqvist', 'Hansen', 'Virtanen', 'Smith', 'Berg', 'Nieminen', 'Johansson'];
const MODELS = ['Volvo XC60', 'BMW iX1', 'Kia EV6', 'Volkswagen ID.4', 'Toyota RAV4', 'MINI Countryman'];
const INTERESTS = ['New cars', 'Used cars', 'Service offers', 'Electric cars', 'Events'];

const question = (order: number, name: string, text: string, type: string, answer: JotformAnswer['answer']): [string, JotformAnswer] => [
  String(order + 2),
  { name, order: String(order), text, type, answer, ...(typeof answer === 'object' && !Array.isArray(answer) ? { prettyFormat: Object.values(answer).join(' ') } : {}) },
];

/** Submissions of a form, newest first, from the seed and clock; undefined for an unknown form. */
export function jotformSubmissions(formId: string, seed: number, now: Date): JotformSubmission[] | undefined {
  if (formId === JOTFORM_EMPTY_FORM) return [];
  if (!(formId in JOTFORM_FORMS)) return undefined;
  const random = createRandom(seed * 7919 + Number(formId.slice(-3)));
  const count = random.int(2, 4);
  return Array.from({ length: count }, (_, i) => {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const email = `${first}.${last}@example.com`.toLowerCase();
    const name = question(1, 'fullName', 'Full name', 'control_fullname', { first, last });
    let answers: [string, JotformAnswer][];
    if (formId === '241000000000001') answers = [name, question(2, 'email', 'E-mail', 'control_email', email), question(3, 'interests', 'Interests', 'control_checkbox', random.sample(INTERESTS, 2))];
    else if (formId === '241000000000002')
      answers = [
        name,
        question(2, 'phone', 'Phone', 'control_phone', `+46 70 ${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`),
        question(3, 'model', 'Model', 'control_dropdown', random.pick(MODELS)),
        question(4, 'preferredDate', 'Preferred date', 'control_datetime', new Date(now.getTime() + random.int(2, 20) * 86_400_000).toISOString().slice(0, 10)),
      ];
    else if (formId === '241000000000003')
      answers = [name, question(2, 'regNo', 'Registration number', 'control_textbox', `ABC${random.int(100, 999)}`), question(3, 'mileage', 'Mileage (km)', 'control_number', String(random.int(10, 250) * 1000)), question(4, 'condition', 'Condition', 'control_radio', random.pick(['Very good', 'Good', 'Fair']))];
    else answers = [name, question(2, 'rating', 'How likely are you to recommend us?', 'control_scale', String(random.int(6, 10))), question(3, 'comment', 'Comment', 'control_textarea', random.pick(['Great service!', 'Quick and friendly.', 'The test drive was easy to book.']))];
    // Newest first: submission i was made on day i before the clock, 1 to 20 hours back into that day.
    const created = new Date(now.getTime() - (i * 24 + random.int(1, 20)) * 3_600_000);
    return {
      id: `${formId.slice(-4)}${String(5_000_000 + i * 7_919 + random.int(0, 999))}`,
      form_id: formId,
      created_at: created.toISOString().replace('T', ' ').slice(0, 19),
      status: 'ACTIVE',
      answers: Object.fromEntries(answers),
    };
  });
}
