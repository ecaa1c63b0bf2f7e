/** Toggles one tag in a multi-select; the order of selection is kept. */
export function toggleTag(selected: readonly string[], tagId: string): string[] {
  return selected.includes(tagId) ? selected.filter((id) => id !== tagId) : [...selected, tagId];
}

/** Choosing All resets the selection. */
export const selectAll = (): string[] => [];

/** All is pressed exactly when no tag is. */
export const isAllSelected = (selected: readonly string[]): boolean => selected.length === 0;
