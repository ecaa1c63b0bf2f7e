import styled from '@emotion/styled';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px;
  padding: 8px 16px;
`;

const ControlButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  svg {
    width: 18px;
    height: 18px;
    fill: currentColor;
  }
`;

// A 44 px target around a small dot.
const Dot = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 2px solid ${({ theme }) => theme.colors.text};
    border-radius: 50%;
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -4px;
  }
`;

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

/** The controls' names, in the page's language. */
export interface CarouselControlLabels {
  previous: string;
  next: string;
  /** A dot's name, e.g. "Show slide 2" for `index` 2 (counted from 1). */
  goTo(index: number): string;
  /** The pause button's name; it is pressed while the slides stand still. */
  pause: string;
}

export interface CarouselControlsProps {
  labels: CarouselControlLabels;
  count: number;
  selected: number;
  slidesId: string;
  /** Whether there are previous and next buttons; the dots and pause/play are always there. */
  arrows: boolean;
  /** Whether the slides play on their own (the button is pressed when they do not). */
  playing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  onTogglePlay: () => void;
}

/** The carousel's buttons: previous, slide dots, next and pause/play, all 44 px and keyboard operable. */
export function CarouselControls({ labels, count, selected, slidesId, arrows, playing, onPrevious, onNext, onSelect, onTogglePlay }: CarouselControlsProps) {
  return (
    <Bar>
      {arrows ? (
        <ControlButton type="button" aria-controls={slidesId} aria-label={labels.previous} onClick={onPrevious}>
          <Icon d="M13 3L5 10l8 7z" />
        </ControlButton>
      ) : null}
      {Array.from({ length: count }, (_, n) => (
        <Dot key={n} type="button" aria-controls={slidesId} aria-label={labels.goTo(n + 1)} aria-current={n === selected ? 'true' : undefined} onClick={() => onSelect(n)} />
      ))}
      {arrows ? (
        <ControlButton type="button" aria-controls={slidesId} aria-label={labels.next} onClick={onNext}>
          <Icon d="M7 3l8 7-8 7z" />
        </ControlButton>
      ) : null}
      {/* WCAG 2.2.2: moving content needs a way to stop it, so the pause button stays even without media buttons. */}
      <ControlButton type="button" aria-controls={slidesId} aria-label={labels.pause} aria-pressed={!playing} onClick={onTogglePlay}>
        {playing ? <Icon d="M5 3h3v14H5zM12 3h3v14h-3z" /> : <Icon d="M6 3l11 7-11 7z" />}
      </ControlButton>
    </Bar>
  );
}
