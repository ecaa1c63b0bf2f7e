import styled from '@emotion/styled';
import type { StoryTag } from '@showroom/contracts';
import { ToggleButton } from '@showroom/ui';
import { isAllSelected, selectAll, toggleTag } from './tagSelection';

export interface TagChipsProps {
  tags: readonly StoryTag[];
  selected: readonly string[];
  /** Group label for screen readers. */
  label: string;
  allLabel: string;
  onChange: (selected: string[]) => void;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 24px;
`;

/** Tag chips: All plus each tag, each a toggle button (multi-select); choosing All resets the selection. */
export function TagChips({ tags, selected, label, allLabel, onChange }: TagChipsProps) {
  return (
    <Group role="group" aria-label={label}>
      {/* All when All is already the selection would reload nothing. */}
      <ToggleButton pressed={isAllSelected(selected)} onPressedChange={() => isAllSelected(selected) || onChange(selectAll())}>
        {allLabel}
      </ToggleButton>
      {tags.map((tag) => (
        <ToggleButton key={tag.id} pressed={selected.includes(tag.id)} onPressedChange={() => onChange(toggleTag(selected, tag.id))}>
          {tag.value}
        </ToggleButton>
      ))}
    </Group>
  );
}
