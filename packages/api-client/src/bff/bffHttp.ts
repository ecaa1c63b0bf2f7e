import axios from 'axios';

/**
 * Fetch before XHR: Chromium starts an XHR only once the main thread is free, so a search sent from
 * a click waited behind the render of the list's pending state (~30-70 ms in bench:search-ui); a
 * fetch leaves at once. XHR stays the fallback where there is no fetch (jsdom).
 */
export const BFF_ADAPTERS: ('fetch' | 'xhr')[] = ['fetch', 'xhr'];

/** The one HTTP client every BFF call goes through (tests answer in its place: ../testing). */
export const bffHttp = axios.create({ adapter: BFF_ADAPTERS });
