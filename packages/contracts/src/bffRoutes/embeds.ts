import { languageSchema, queryListSchema, siteCodeSchema, z } from '@showroom/contracts';
import { bffRoute } from './bffRoute';
import { embedCheckedRoutes } from './embedsChecked';

/** The most route params an embed declares (the car detail has one: car-id). */
export const EMBED_PARAMS_MAX = 4;

// One param as the partner's attribute gave it: short, printable. The module's loadData judges its meaning (a car
// id that is not digits is its own 404), as it does for the same segment in a URL of the composed site.
const embedParamSchema = z.string().check(z.maxLength(200, 'a param is at most 200 characters'), z.regex(/^[^\p{Cc}]*$/u, 'a param has a control character'));

/** The query of GET /api/embed-data: which embeddable module, where, with what params (`param` repeats, in order). */
export const embedDataQuerySchema = z.object({
  /** A catalogue id, 'mfe-car-detail/CarDetail'; the BFF answers only for modules whose embed loads its data on the host. */
  module: z.string().check(z.maxLength(100), z.regex(/^mfe-[a-z-]+\/[A-Za-z]+$/, 'module is a catalogue id like mfe-car-detail/CarDetail')),
  site: siteCodeSchema,
  language: languageSchema,
  param: z._default(queryListSchema(z.array(embedParamSchema).check(z.maxLength(EMBED_PARAMS_MAX, `at most ${EMBED_PARAMS_MAX} params`))), []),
});
export type EmbedDataQuery = z.output<typeof embedDataQuerySchema>;

/**
 * What the module's loadData answered on the host: its props, already checked there against the catalogue (the
 * same check a server-rendered slot's props pass), or that it has nothing to show. A redirect was followed there.
 */
export const embedDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('props'), props: z.record(z.string(), z.unknown()) }),
  z.object({ kind: z.literal('notFound') }),
]);
export type EmbedData = z.output<typeof embedDataSchema>;

/** Embeds on partner pages. */
export const embedRoutes = {
  /**
   * One embeddable module's data, loaded on the host by the module's own loadData: one call from the partner's page
   * instead of the module's whole waterfall. 404 where the BFF does not load embeds (a remote's dev server, which has
   * no registry): such an embed works against the host's BFF only.
   */
  data: bffRoute({ method: embedCheckedRoutes.data.method, path: embedCheckedRoutes.data.path, query: embedDataQuerySchema, response: embedDataSchema }),
};
