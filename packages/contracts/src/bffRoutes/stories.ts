import { z } from '@showroom/contracts';
import {
  languageSchema,
  siteCodeSchema,
  storiesAnswerSchema,
  storyTagSchema,
} from '@showroom/contracts';
import { bffRoute } from './bffRoute';

/** Page sizes the browser may ask for: the list's 4 (spec 1 §9) up to a few pages at once. */
const STORIES_LIMIT_MAX = 24;
const STORIES_LIMIT_DEFAULT = 4;
/** More tags than the platform has is a hostile or broken request. */
const TAGS_MAX = 20;

// Item ids are 32 hex digits on the platform; the sandbox uses the same, so a looser id pattern still rejects markup and paths.
const tagIdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'a tag id is letters, digits and dashes'));

/** `tags=a&tags=b`, `tags=a,b` or both, into one list of distinct ids. */
const tagsParamSchema = z.pipe(z.pipe(z.optional(z.union([z.string(), z.array(z.string())])), z.transform((value) => [...new Set((Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))])), z.array(tagIdSchema).check(z.maxLength(TAGS_MAX, `at most ${TAGS_MAX} tags`)));

// A number from a query string (text) or from a caller (a number); a repeated parameter (a list) is neither.
const limitSchema = z._default(z.pipe(z.union([z.number(), z.pipe(z.string().check(z.trim()).check(z.regex(/^-?\d+(\.\d+)?$/, 'limit is a number')), z.transform(Number))]), z.number().check(z.int('limit is a whole number')).check(z.gte(1)).check(z.lte(STORIES_LIMIT_MAX))), STORIES_LIMIT_DEFAULT);

/** The stories query; the BFF also checks that the site has the language (the site list is not in contracts). */
const storiesQuerySchema = z.object({
  site: siteCodeSchema,
  language: languageSchema,
  datasource: z.optional(z.string().check(z.maxLength(300)).check(z.regex(/^\/[\p{L}\p{N}/_.-]*$/u, 'datasource is a content path starting with /'))),
  limit: limitSchema,
  // The graph's cursors are opaque base64url tokens.
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/, 'cursor is not one this API gave out'))),
  tags: tagsParamSchema,
});

/** The stories of the content graph (spec 1 §7). */
export const storiesRoutes = {
  /** A page of stories: site, language, datasource, limit, cursor, tags. */
  list: bffRoute({ method: 'GET', path: '/api/stories', query: storiesQuerySchema, response: storiesAnswerSchema }),
  /** The story tags of a language. */
  tags: bffRoute({ method: 'GET', path: '/api/stories/tags', query: z.object({ language: languageSchema }), response: z.array(storyTagSchema) }),
};
