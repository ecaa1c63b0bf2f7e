// Spec 2 §2: "Other-packages equipment shows 3 items unless there are more than 4 and it is
// expanded"; §9: "Other-packages 3 items when over 4". Read together: a package with more than 4
// items shows 3 and a button for the rest; with 4 or fewer all show and there is no button. The
// literal §2 reading (3 of 4 shown, no button) would hide the 4th item for good, and cutting 4 to
// 3 plus a button saves no room.

export const OTHER_PACKAGES_COLLAPSED_ITEMS = 3;
export const OTHER_PACKAGES_COLLAPSE_OVER = 4;

/** Whether a package's equipment list gets a show all / show less button. */
export function canExpandPackage(itemCount: number): boolean {
  return itemCount > OTHER_PACKAGES_COLLAPSE_OVER;
}

/** How many of a package's items show. */
export function visiblePackageItems(itemCount: number, expanded: boolean): number {
  return canExpandPackage(itemCount) && !expanded ? OTHER_PACKAGES_COLLAPSED_ITEMS : itemCount;
}
