import styled from '@emotion/styled';
import { TIRE_HOTEL } from '@showroom/contracts/tirehotel';
import type { Translator } from '@showroom/i18n';
import { Button, Card, TextArea } from '@showroom/ui';
import { useId, useState } from 'react';
import { logOutcome } from '../analytics/track';
import { sendReview } from '../api/review';
import { localIsoDate } from '../booking/calendar/isoDate';
import { formInteraction } from '../flow/formInteraction';
import { StarRating } from './StarRating';

const Heading = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.sm}` }));
const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space.md }));

/**
 * The feedback box (spec 3 §4.4): no rating, no sending; once sent, whatever the answer, a thanks line instead.
 */
export function Feedback({ t, apiBase, token }: { t: Translator; apiBase: string; token: string }) {
  const headingId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'open' | 'sending' | 'sent'>('open');

  const send = async () => {
    if (rating < TIRE_HOTEL.ratingMin || state !== 'open') return;
    setState('sending');
    const outcome = await sendReview(apiBase, token, { rating, comment: comment.trim(), date: localIsoDate(new Date()) });
    logOutcome('review', outcome.ok ? 'success' : 'failure', outcome.detail);
    setState('sent');
  };

  return (
    <Card as="section" variant="filled" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('tireHotelBooking.feedback.heading')}</Heading>
      {state === 'sent' ? (
        <p role="status">{t('tireHotelBooking.feedback.thanks')}</p>
      ) : (
        <Form
          noValidate
          aria-busy={state === 'sending'}
          onFocus={() => formInteraction('review')}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <StarRating t={t} value={rating} onChange={setRating} disabled={state === 'sending'} />
          <TextArea label={t('tireHotelBooking.feedback.comment')} rows={3} maxLength={TIRE_HOTEL.commentMax} value={comment} onChange={(event) => setComment(event.target.value)} disabled={state === 'sending'} />
          <div>
            <Button type="submit" disabled={rating < TIRE_HOTEL.ratingMin || state === 'sending'}>
              {state === 'sending' ? t('tireHotelBooking.feedback.sending') : t('tireHotelBooking.feedback.send')}
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
