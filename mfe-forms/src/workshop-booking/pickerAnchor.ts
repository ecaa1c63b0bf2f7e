/**
 * Where the page's dealer picker is, found by the form-field name it holds its choice in (its hidden input, the
 * same name its dealerPicked events carry): the id of the slot around it, for the "choose a dealer" link, and
 * the radio to focus. The picker is another remote's, so the form knows it only by what it puts in the page.
 */
export function findPicker(field: string, root: ParentNode = document): { id: string; focusTarget: HTMLElement | null } | null {
  const input = [...root.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].find((el) => el.name === field);
  const holder = input?.closest<HTMLElement>('[data-remote-slot]') ?? input?.closest<HTMLElement>('[id]');
  if (!input || !holder?.id) return null;
  const scope = input.closest('fieldset') ?? holder;
  const focusTarget = scope.querySelector<HTMLElement>('input[type="radio"]:checked') ?? scope.querySelector<HTMLElement>('input[type="radio"]:not([tabindex="-1"])');
  return { id: holder.id, focusTarget };
}
