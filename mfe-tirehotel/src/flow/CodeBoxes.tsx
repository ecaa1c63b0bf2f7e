import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH, fillDigits } from './codeDigits';

const Boxes = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space.sm, marginTop: theme.space.xs }));
const Label = styled.span(({ theme }) => ({ fontWeight: theme.fontWeights.bold }));
const Box = styled.input(({ theme }) => ({
  width: '3rem',
  height: '3.5rem',
  textAlign: 'center',
  fontSize: theme.fontSizes.xl,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.surface,
  color: theme.colors.text,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

export interface CodeBoxesProps {
  t: Translator;
  digits: readonly string[];
  onChange(digits: string[]): void;
  /** While a call runs: the boxes keep focus but take no typing. */
  readOnly?: boolean;
  /** The first box, for moving focus to it from outside (after a refused code). */
  firstRef?: React.RefObject<HTMLInputElement | null>;
}

/**
 * Four single-digit boxes (spec 3 §5.4): typing moves on, Backspace on an empty box goes back, the arrow keys
 * move between boxes, a paste (or the phone's one-time-code autofill) fills from the box it lands in. Enter
 * submits the surrounding form, as in any text field.
 */
export function CodeBoxes({ t, digits, onChange, readOnly, firstRef }: CodeBoxesProps) {
  const labelId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  function type(index: number, value: string) {
    if (readOnly) return;
    const typed = value.replace(/\D/g, '');
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    if (typed === '') return;
    // A box that already held a digit gets the new one (the last typed), several at once are a paste.
    const text = typed.length === 2 && digits[index] !== '' && typed.startsWith(digits[index] ?? '') ? typed.slice(1) : typed;
    const filled = fillDigits(digits, index, text);
    onChange(filled.digits);
    focusBox(text.length === 1 ? index + 1 : filled.focus);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0 && !readOnly) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    if (readOnly) return;
    const filled = fillDigits(digits, index, event.clipboardData.getData('text').slice(0, CODE_LENGTH));
    onChange(filled.digits);
    focusBox(filled.focus);
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{t('tireHotelFlow.codeLabel')}</Label>
      <Boxes>
        {digits.map((digit, index) => (
          <Box
            // The boxes are fixed in number and never reorder: the place is the identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
              if (index === 0 && firstRef) firstRef.current = element;
            }}
            value={digit}
            onChange={(event) => type(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={(event) => paste(index, event)}
            onFocus={(event) => event.target.select()}
            aria-label={t('tireHotelFlow.digitLabel', { n: index + 1, count: CODE_LENGTH })}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            readOnly={readOnly}
          />
        ))}
      </Boxes>
    </div>
  );
}
