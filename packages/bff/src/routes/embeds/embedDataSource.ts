import type { EmbedData, EmbedDataQuery } from '@showroom/contracts/bff-routes';

/**
 * What the host's embed loader answers for one request: the data, or why there is none. 'notEmbedded': the module
 * is not an embed that loads its data on the host (the request's mistake); 'unavailable': its loadData failed or
 * answered that it cannot do without an upstream (the host logged why).
 */
export type EmbedDataOutcome = EmbedData | { kind: 'notEmbedded' } | { kind: 'unavailable' };

/** Runs an embeddable module's loadData on the host (host-shell/src/server/embeds); absent on a remote's dev server. */
export type EmbedDataSource = (query: EmbedDataQuery) => Promise<EmbedDataOutcome>;
