// The GraphQL documents of the stories queries (spec 1 §7), each selecting every field its contract reads.

const STORY = 'id date { value formattedValue } image { src alt } title premble body tags url { path } displayName author';

export const STORIES_QUERY = `query Stories($site: String!, $language: String, $datasource: String, $itemId: ID, $limit: Int, $cursor: String, $tags: [String!]) {
  stories(site: $site, language: $language, datasource: $datasource, itemId: $itemId, limit: $limit, cursor: $cursor, tags: $tags) {
    index { id showDates layout highlightLatestStory url { path } }
    page { total pageInfo { hasNext endCursor } stories { ${STORY} } }
  }
}`;

export const TAGS_QUERY = `query Tags($language: String!) { tags(language: $language) { key value id } }`;

export const PUBLISH_INFO_QUERY = `query PublishInfo($site: String!, $language: String, $datasource: String!) {
  publishInfo(site: $site, language: $language, datasource: $datasource) { date { value formattedValue } author path }
}`;

export const ARTICLE_NEIGHBOURS_QUERY = `query ArticleNeighbours($site: String!, $language: String, $path: String!) {
  articleNeighbours(site: $site, language: $language, path: $path) { nextArticle prevArticle }
}`;
