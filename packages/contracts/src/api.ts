import type * as z from '@showroom/contracts/z';
import type { SearchRequestInput as SearchRequest } from './search';
import type { Facet } from './facet';
import type { BrandLogo } from './footer';
import type { FacetLabel } from './facetLabel';
import type { SortOptionConfig } from './sortOptionConfig';
import type { LanguageCode, SiteCodeValue } from './market';

/** A search answer with its items parsed by the caller's schema. */
export interface SearchResult<T> {
  facet: Facet[];
  content: T[];
  total_items: number;
  limit: number;
  offset: number;
}

/** The answers of a search batch (POST /api/search/batch), in the order the searches were sent. */
export interface SearchBatchResult<T> {
  answers: SearchResult<T>[];
}

/** What a remote's loadData (server) and components (browser, embed) may call; the BFF implements it. */
export interface ShowroomApi {
  /** Runs a search on the search service and parses each item with `item`. */
  search<S extends z.ZodMiniType>(request: SearchRequest, item: S): Promise<SearchResult<z.infer<S>>>;
  /** The car facets' labels from the content configuration (spec 2 "Facet"); absent where no content is reachable. */
  facetLabels?(site: SiteCodeValue, language: LanguageCode): Promise<FacetLabel[]>;
  /** The car list's sort options from the content configuration; absent where no content is reachable. */
  sortOptions?(site: SiteCodeValue, language: LanguageCode): Promise<SortOptionConfig[]>;
  /** The brand logos of the content platform (spec 2 "Brand logo"); absent where no content is reachable. */
  brandLogos?(site: SiteCodeValue): Promise<BrandLogo[]>;
}
