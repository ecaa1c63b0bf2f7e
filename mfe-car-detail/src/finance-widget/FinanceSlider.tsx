import { useEffect, useId, useRef, useState } from 'react';
import { snapToList } from '../calculators';
import { SliderFrame as Field, SliderRow as Row } from '../financing/SliderField';


export interface FinanceSliderProps {
  /** The input's name (also how tests find it). */
  name: string;
  label: string;
  /** The values the slider stops at, ascending (financeValueList). */
  values: readonly number[];
  /** The current figure; it may lie between two list values (a quote can settle anywhere). */
  value: number;
  /** The value as the visitor reads it; also the slider's aria-valuetext. */
  format(value: number): string;
  /** A new value, once the visitor lets go: pointer up, key up, the input's change event or leaving it. */
  onCommit(value: number): void;
}

/**
 * A native range input over the positions of a value list, so arrow keys, Home/End and screen readers
 * work. Moving it only changes what it shows; the value is handed on when the move is committed,
 * so a drag asks for one quote, not one per tick.
 */
export function FinanceSlider({ name, label, values, value, format, onCommit }: FinanceSliderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<number | null>(null);
  const position = Math.max(0, values.indexOf(snapToList(value, values)));
  const shown = draft ?? position;
  const shownValue = draft === null ? value : (values[draft] as number);

  // The latest props for the native listener, which is added once.
  const latest = useRef({ values, position, onCommit });
  latest.current = { values, position, onCommit };
  const sent = useRef<number | null>(null);
  useEffect(() => {
    sent.current = null;
    setDraft(null);
  }, [value]);

  const commit = () => {
    const element = input.current;
    if (!element) return;
    const { values: list, position: current, onCommit: commitValue } = latest.current;
    const index = Number(element.value);
    setDraft(null);
    // Nothing moved (a Tab key up, a click on the thumb), or this move was already handed on.
    if (index === current || index === sent.current || list[index] === undefined) return;
    sent.current = index;
    commitValue(list[index] as number);
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    // React's onChange is the input event (every tick); the native change event fires once, at the end of a move.
    const element = input.current;
    const onNativeChange = () => commitRef.current();
    element?.addEventListener('change', onNativeChange);
    return () => element?.removeEventListener('change', onNativeChange);
  }, []);

  return (
    <Field>
      <Row>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{format(shownValue)}</output>
      </Row>
      <input
        ref={input}
        id={id}
        name={name}
        type="range"
        min={0}
        max={Math.max(0, values.length - 1)}
        step={1}
        value={shown}
        disabled={values.length < 2}
        aria-valuetext={format(shownValue)}
        onChange={(event) => setDraft(Number(event.target.value))}
        onPointerUp={commit}
        onKeyUp={commit}
        onBlur={commit}
      />
    </Field>
  );
}
