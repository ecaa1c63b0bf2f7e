import type { CarCard, SearchRequestInput, SearchResult } from '@showroom/contracts';

/**
 * One car search as the list runs it: the request it builds, the answer with its cards read. The server reads them
 * with zod (apiCarSearcher.ts), the browser with hand-written checks (checkedCarSearcher.ts), so the list's code
 * does not decide which.
 */
export type CarSearcher = (request: SearchRequestInput) => Promise<SearchResult<CarCard>>;
