import type { SearchRequestInput, SearchResult } from '@showroom/contracts';

interface Waiting<T> {
  request: SearchRequestInput;
  resolve: (answer: SearchResult<T>) => void;
  reject: (error: unknown) => void;
}

/**
 * Searches asked for in the same task go out together, at most `max` a request, through `sendBatch`; each caller gets
 * its own answer, or the batch's failure. The car list asks for a change's facets-only search and its cars at once
 * (runCarSearch), and one request instead of two takes a fetch and the handling of an answer off the way from the
 * click to the painted results (issue 14, bench:search-ui).
 */
export function batchedSearches<T>(sendBatch: (searches: SearchRequestInput[]) => Promise<SearchResult<T>[]>, max: number): (request: SearchRequestInput) => Promise<SearchResult<T>> {
  let waiting: Waiting<T>[] = [];
  const send = () => {
    const all = waiting;
    waiting = [];
    for (let start = 0; start < all.length; start += max) {
      const batch = all.slice(start, start + max);
      sendBatch(batch.map((one) => one.request)).then(
        (answers) => {
          if (answers.length !== batch.length) {
            const error = new Error(`a batch of ${batch.length} searches was answered with ${answers.length}`);
            for (const one of batch) one.reject(error);
            return;
          }
          batch.forEach((one, index) => one.resolve(answers[index]!));
        },
        (error: unknown) => {
          for (const one of batch) one.reject(error);
        },
      );
    }
  };
  return (request) =>
    new Promise<SearchResult<T>>((resolve, reject) => {
      if (waiting.length === 0) queueMicrotask(send);
      waiting.push({ request, resolve, reject });
    });
}
