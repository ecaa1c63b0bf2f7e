import styled from '@emotion/styled';
import type { NearPoint, PlacePrediction } from '@showroom/contracts';
import { loadDealersBff } from '../bff/loadDealersBff';
import type { Translator } from '@showroom/i18n';
import { TextField, VisuallyHidden } from '@showroom/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTownSuggestions } from './useTownSuggestions';

const Wrapper = styled.div({ position: 'relative', maxWidth: '420px' });

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

/** A chosen town: its name (for the announcement) and where it is. */
export interface ChosenTown {
  name: string;
  point: NearPoint;
}

/**
 * "Or type a town": an ARIA 1.2 combobox over the places upstream. Focus stays in the input; arrow keys
 * move the active option (aria-activedescendant), Enter picks it, Escape closes the list or clears the text.
 * Picking a town asks the BFF for its coordinates and hands them on.
 */
export function TownCombobox({ apiBase, t, onChoose }: { apiBase: string; t: Translator; onChoose: (town: ChosenTown) => void }) {
  const id = useId();
  const listId = `${id}-listbox`;
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [detailsFailed, setDetailsFailed] = useState(false);
  const choice = useRef(0);
  const suggestions = useTownSuggestions(apiBase, text, typing);
  const predictions = suggestions.status === 'done' ? suggestions.predictions : [];
  const expanded = open && predictions.length > 0;

  function change(next: string) {
    setText(next);
    setTyping(true);
    setOpen(true);
    setActiveIndex(-1);
    setDetailsFailed(false);
  }

  async function choose(prediction: PlacePrediction) {
    const attempt = ++choice.current;
    setText(prediction.town);
    setTyping(false);
    setOpen(false);
    setActiveIndex(-1);
    try {
      const { callCheckedBff, placesCheckedRoutes } = await loadDealersBff();
      const details = await callCheckedBff(placesCheckedRoutes.details, { params: { placeId: prediction.placeId } }, { apiBase });
      if (attempt === choice.current) onChoose({ name: details.name, point: { lat: details.latitude, lng: details.longitude } });
    } catch {
      if (attempt === choice.current) setDetailsFailed(true);
    }
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = predictions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count > 0) setActiveIndex((i) => (event.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const active = expanded ? predictions[activeIndex] : undefined;
      if (active) {
        event.preventDefault();
        void choose(active);
      }
    } else if (event.key === 'Escape' && (expanded || text)) {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActiveIndex(-1);
      } else {
        change('');
        setTyping(false);
      }
    }
  }

  const noMatches = open && typing && suggestions.status === 'done' && predictions.length === 0;
  return (
    <Wrapper>
      <TextField
        id={`${id}-input`}
        label={t('dealerFinder.townLabel')}
        hint={t('dealerFinder.townHint')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => setOpen(false)}
        error={suggestions.status === 'error' || detailsFailed ? t('dealerFinder.townsFailed') : undefined}
        data-town-input=""
      />
      <Listbox id={listId} role="listbox" aria-label={t('dealerFinder.townLabel')} hidden={!expanded}>
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
      {noMatches ? <Note>{t('dealerFinder.noTowns')}</Note> : null}
      <VisuallyHidden role="status" aria-live="polite">
        {expanded ? t('common.resultCount', { count: predictions.length }) : ''}
      </VisuallyHidden>
    </Wrapper>
  );
}
