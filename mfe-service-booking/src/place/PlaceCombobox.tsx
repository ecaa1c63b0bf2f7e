import styled from '@emotion/styled';
import type { PlacePrediction } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { TextField, VisuallyHidden } from '@showroom/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fetchPlaceDetails } from '../api/places';
import type { ChosenPlace } from '../flow/flowState';
import { usePlacePredictions } from './usePlacePredictions';

export interface PlaceComboboxProps {
  apiBase: string;
  /** The chosen place; null until a suggestion is picked (typing clears it). */
  value: ChosenPlace | null;
  onChange: (place: ChosenPlace | null) => void;
  t: Translator;
  disabled?: boolean;
}

const Wrapper = styled.div({ position: 'relative' });

const Listbox = styled.ul(({ theme }) => ({
  position: 'absolute',
  zIndex: 10,
  left: 0,
  right: 0,
  margin: `${theme.space.xxs} 0 0`,
  padding: theme.space.xxs,
  listStyle: 'none',
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.12)',
}));

const Option = styled.li<{ active: boolean }>(({ theme, active }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.sm,
  cursor: 'pointer',
  background: active ? theme.colors.surface : 'transparent',
  outline: active ? `2px solid ${theme.colors.focusRing}` : 'none',
  outlineOffset: '-2px',
  '&:hover': { background: theme.colors.surface },
}));

const Note = styled.p(({ theme }) => ({ margin: `${theme.space.xxs} 0 0`, color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));

/**
 * The place field: an ARIA 1.2 combobox with a listbox popup (the react-aria pattern, written out
 * because react-aria is not a dependency). Focus stays in the input; arrow keys move the active
 * option (aria-activedescendant), Enter picks it, Escape closes the list or clears the field.
 */
export function PlaceCombobox({ apiBase, value, onChange, t, disabled }: PlaceComboboxProps) {
  const id = useId();
  const listId = `${id}-listbox`;
  const [text, setText] = useState(value?.name ?? '');
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [detailsFailed, setDetailsFailed] = useState(false);
  const choice = useRef(0);
  const predictionsState = usePlacePredictions(apiBase, text, typing);
  const predictions = predictionsState.status === 'done' ? predictionsState.predictions : [];
  const expanded = open && predictions.length > 0;

  // A place restored from session storage (after hydration) shows in the field.
  const valueName = value?.name;
  useEffect(() => {
    if (valueName !== undefined) setText(valueName);
  }, [valueName]);

  function change(next: string) {
    setText(next);
    setTyping(true);
    setOpen(true);
    setActiveIndex(-1);
    setDetailsFailed(false);
    if (value) onChange(null);
  }

  async function choose(prediction: PlacePrediction) {
    const attempt = ++choice.current;
    setText(prediction.town);
    setTyping(false);
    setOpen(false);
    setActiveIndex(-1);
    try {
      const details = await fetchPlaceDetails(apiBase, prediction.placeId);
      if (attempt !== choice.current) return;
      onChange({ name: details.name, latitude: details.latitude, longitude: details.longitude, placeId: details.placeId, region: details.region });
    } catch {
      if (attempt === choice.current) setDetailsFailed(true);
    }
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = predictions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActiveIndex((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActiveIndex((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter': {
        const active = expanded ? predictions[activeIndex] : undefined;
        if (active) {
          // Picking an option must not submit the form around the field.
          event.preventDefault();
          void choose(active);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (text) {
          event.preventDefault();
          change('');
          setTyping(false);
        }
        break;
    }
  }

  const noMatches = open && typing && predictionsState.status === 'done' && predictions.length === 0;
  const failed = predictionsState.status === 'error' || detailsFailed;
  return (
    <Wrapper>
      <TextField
        id={`${id}-input`}
        label={t('serviceBooking.placeLabel')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => setOpen(false)}
        error={failed ? t('serviceBooking.placeFailed') : undefined}
      />
      <Listbox id={listId} role="listbox" aria-label={t('serviceBooking.placeLabel')} hidden={!expanded}>
        {expanded &&
          predictions.map((prediction, index) => (
            <Option
              key={prediction.placeId}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              active={index === activeIndex}
              // Keeps focus in the input so the click lands before blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void choose(prediction)}
            >
              {prediction.description}
            </Option>
          ))}
      </Listbox>
      {noMatches ? <Note>{t('serviceBooking.noPlaces')}</Note> : null}
      <VisuallyHidden role="status" aria-live="polite">
        {expanded ? t('common.resultCount', { count: predictions.length }) : ''}
      </VisuallyHidden>
    </Wrapper>
  );
}
