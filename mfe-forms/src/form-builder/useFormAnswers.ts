import { useEffect, useState } from 'react';
import { askBff } from '@showroom/api-client';
import { formsRoutes } from '@showroom/contracts/bff-routes';
import { reportFormFailure } from '../form-blocks/reportFormFailure';
import { shownAnswers, type ShownAnswer } from './shownAnswers';

export type FormAnswersState = { state: 'loading' } | { state: 'loaded'; answers: ShownAnswer[] } | { state: 'error' };

/**
 * A form-builder form's answers, asked of the BFF in the browser (POST /api/jotform { formId }): the BFF answers
 * only for the forms the visiting site shows, by its host name. Any failure (no answer, a failed status, a body
 * outside the contract) is logged as FORM_SUBMISSION_FAILED and is the error state; an answer for an unmounted
 * block is dropped.
 */
export function useFormAnswers(formId: string | null, apiBase: string): FormAnswersState {
  const [result, setResult] = useState<FormAnswersState>({ state: 'loading' });
  useEffect(() => {
    if (!formId) return;
    const controller = new AbortController();
    setResult({ state: 'loading' });
    askBff(formsRoutes.jotform, { body: { formId } }, { apiBase, signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (answer.ok) {
          setResult({ state: 'loaded', answers: shownAnswers(answer.data) });
          return;
        }
        reportFormFailure('form-builder', formId, `POST /api/jotform answered ${answer.status}`);
        setResult({ state: 'error' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportFormFailure('form-builder', formId, error instanceof Error ? error.message : String(error));
        setResult({ state: 'error' });
      },
    );
    return () => controller.abort();
  }, [formId, apiBase]);
  return result;
}
