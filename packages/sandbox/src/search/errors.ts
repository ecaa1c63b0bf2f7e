/** A request the engine cannot answer because of its input; the route answers 400. */
export class SearchInputError extends Error {
  override name = 'SearchInputError';
}
