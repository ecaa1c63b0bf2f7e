import type { JotformAnswer, JotformResponse } from '@showroom/contracts/jotform';
import { answerText, shownAnswers } from './shownAnswers';

const answer = (order: number, text: string, value: JotformAnswer['answer'], extra: Partial<JotformAnswer> = {}): JotformAnswer => ({ name: `q${order}`, order: String(order), text, type: 'control_textbox', answer: value, ...extra });

const response = (answers: Record<string, JotformAnswer>[]): JotformResponse => ({
  responseCode: 200,
  message: 'success',
  content: answers.map((a, i) => ({ id: String(i), form_id: '1', created_at: '2026-01-01 10:00:00', status: 'ACTIVE', answers: a })),
});

describe('answerText', () => {
  it('prefers the upstream rendering, else joins a list with commas and named parts with spaces', () => {
    expect(answerText(answer(1, 'Name', { first: 'Anna', last: 'Berg' }, { prettyFormat: 'Anna Berg' }))).toBe('Anna Berg');
    expect(answerText(answer(1, 'Name', { first: 'Anna', middle: ' ', last: 'Berg' }))).toBe('Anna Berg');
    expect(answerText(answer(1, 'Interests', ['Events', 'Used cars']))).toBe('Events, Used cars');
    expect(answerText(answer(1, 'Score', '9'))).toBe('9');
    expect(answerText(answer(1, 'Nothing', undefined))).toBe('');
  });
});

describe('shownAnswers', () => {
  it("reads only the newest submission (content[0]), in question order, without empty questions or answers", () => {
    const shown = shownAnswers(
      response([
        { 5: answer(3, 'Comment', 'Quick.'), 3: answer(1, 'How likely?', '8'), 4: answer(2, '', 'x'), 6: answer(4, 'Empty', '  ') },
        { 3: answer(1, 'How likely?', '2') },
      ]),
    );
    expect(shown).toEqual([
      { key: '3', question: 'How likely?', answer: '8' },
      { key: '5', question: 'Comment', answer: 'Quick.' },
    ]);
  });

  it('is empty for a form without submissions', () => {
    expect(shownAnswers(response([]))).toEqual([]);
  });
});
