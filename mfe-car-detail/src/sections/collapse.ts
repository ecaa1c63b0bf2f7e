/** Spec 2 §9: the description is collapsed to 300 px, the equipment list to a height of 190. */
export const DESCRIPTION_COLLAPSED_HEIGHT = 300;
export const EQUIPMENT_COLLAPSED_HEIGHT = 190;

// Sub-pixel layout can report a block that exactly fits as one pixel taller; that must not offer a toggle.
const TOLERANCE_PX = 1;

/** True when content of `contentHeight` px does not fit in `limit` px, so a show more/less toggle is needed. */
export function overflowsLimit(contentHeight: number, limit: number): boolean {
  return contentHeight > limit + TOLERANCE_PX;
}
