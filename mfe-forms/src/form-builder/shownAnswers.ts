import type { JotformAnswer, JotformResponse } from '@showroom/contracts/jotform';

/** One question of the form and what was answered, as the block shows it. */
export interface ShownAnswer {
  key: string;
  question: string;
  answer: string;
}

/** An answer as text: the upstream's own rendering when it has one, else the list or the named parts joined. */
export function answerText(answer: JotformAnswer): string {
  if (answer.prettyFormat?.trim()) return answer.prettyFormat.trim();
  const value = answer.answer;
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  return Object.values(value)
    .filter((part) => part.trim())
    .join(' ');
}

/**
 * The answers the block shows: the newest submission's (content[0].answers, spec 2 §7 "Form builder"), in the
 * form's question order, leaving out questions with no text or no answer.
 */
export function shownAnswers(response: JotformResponse): ShownAnswer[] {
  const answers = response.content[0]?.answers ?? {};
  return Object.entries(answers)
    .map(([key, answer]) => ({ key, order: Number(answer.order), question: answer.text.trim(), answer: answerText(answer).trim() }))
    .filter((entry) => entry.question && entry.answer)
    .sort((a, b) => (Number.isFinite(a.order) ? a.order : Infinity) - (Number.isFinite(b.order) ? b.order : Infinity))
    .map(({ key, question, answer }) => ({ key, question, answer }));
}
