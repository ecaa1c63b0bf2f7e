// How an embed element's attributes are read, in one place: the mounted embed (defineEmbed) and the entry's early
// data call (hostData) must ask for the same thing, or the early answer is never taken and the call goes twice.

/** The BFF origin an element names: its `api` attribute without a trailing slash ('' for the page's own origin). */
export const embedApiBase = (element: Element): string => (element.getAttribute('api') ?? '').replace(/\/+$/, '');

/** The values of the attributes that carry a module's route params, in order ('' for one that is missing). */
export const embedParams = (element: Element, names: readonly string[]): string[] => names.map((name) => element.getAttribute(name) ?? '');
