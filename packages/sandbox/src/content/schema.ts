import { buildSchema } from 'graphql';

/** The content edge graph as the sandbox serves it. */
export const contentSchema = buildSchema(`
  scalar JSON
  "A checkbox field as the platform sends it: the string 1 or 0, the number 1 or 0, or a boolean."
  scalar PlatformFlag

  type LinkUrl { url: String! }
  type Path { path: String! }

  type SiteSettings {
    name: String!
    url: String!
    titleTemplate: String!
    gtmID: String
    favicon: String
    pathToCarList: LinkUrl!
    pathToCarDetail: LinkUrl!
    defaultLanguage: String!
    languages: [String!]!
    currency: String!
  }

  type Component { uid: ID!, componentName: String!, placeholder: String, fields: JSON }

  type Route {
    path: String!
    name: String!
    language: String!
    metaTitle: String!
    navTitle: String!
    metaDescription: String
    ogDescription: String
    ogImage: String
    canonicalURL: String
    gtmID: String
    BrandDesign: String
    pageKind: String
    components: [Component!]!
    placeholders: Placeholders
  }

  "The root placeholders of a page and their components."
  type Placeholders { header: [Component!]!, main: [Component!]!, footer: [Component!]! }

  type Layout { item: Route }

  type ExternalLink { href: String!, linktype: String! }

  type NavigationItem {
    name: String!
    url: Path!
    navigationTitle: String!
    hideInNavigation: PlatformFlag!
    isNavigableInMenuWhenItHasChildren: PlatformFlag!
    externalLink: ExternalLink
    "A picture for the desktop mega menu; set on the brand links under the car list."
    imageUrl: String
    children: [NavigationItem!]
  }

  type Navigation { settings: JSON!, items: [NavigationItem!]! }

  type Language { name: String!, displayName: String!, englishName: String!, nativeName: String!, url: Path! }

  type DictionaryEntry { key: String!, value: String! }

  type AlertBar { HasMessage: Boolean!, MessageTitle: String!, MessageText: String!, MessageType: String!, MessageIcon: String }

  type BrandLogo { brandCode: String!, logo: String!, logoBlackAndWhite: String }

  type FacetLabel { Name: String!, Label: String! }
  type SortOption { Name: String!, Label: String! }

  "value is ISO 8601; formattedValue is DD/MM/YYYY in English, otherwise YYYY-MM-DD."
  type DateField { value: String!, formattedValue: String! }
  type Image { src: String!, alt: String! }

  type Story {
    id: ID!
    date: DateField!
    image: Image!
    title: String!
    premble: String!
    body: String!
    "Tag ids joined by |."
    tags: String!
    url: Path!
    displayName: String!
    author: String
  }
  type StoriesIndex { id: ID!, showDates: Boolean!, layout: String!, highlightLatestStory: Boolean!, url: Path! }
  type PageInfo { hasNext: Boolean!, endCursor: String }
  type StoryPage { total: Int!, pageInfo: PageInfo!, stories: [Story!]! }
  type StoriesAnswer { index: StoriesIndex!, page: StoryPage! }
  type Tag { key: String!, value: String!, id: ID! }
  type PublishInfo { date: DateField!, author: String, path: String! }
  "nextArticle is the next older story, prevArticle the next newer one."
  type ArticleNeighbours { nextArticle: String, prevArticle: String }

  type Query {
    site(name: String!): SiteSettings
    "Without routePath, the home page: its item.path is the home path of the language."
    layout(site: String!, routePath: String = "/", language: String): Layout
    navigation(site: String!, language: String): Navigation
    languages(site: String!, routePath: String!, language: String): [Language!]
    dictionary(site: String!, language: String): [DictionaryEntry!]
    footer(site: String!, language: String): JSON
    alertBar(site: String!, language: String): AlertBar
    brandLogos(site: String!, limit: Int): [BrandLogo!]
    "The language a route is in, from its prefix."
    currentLanguage(site: String!, routePath: String!, language: String): Language
    "A newest-first page of stories after cursor; tags is an OR of tag ids."
    stories(site: String!, language: String, datasource: String, itemId: ID, limit: Int = 10, cursor: String, tags: [String!]): StoriesAnswer
    tags(language: String!): [Tag!]!
    "Publish info of the story page at datasource, or of the story page it lies beneath."
    publishInfo(site: String!, language: String, datasource: String!): PublishInfo
    articleNeighbours(site: String!, language: String, path: String!): ArticleNeighbours
    facetLabels(site: String!, language: String): [FacetLabel!]!
    sortOptions(site: String!, language: String): [SortOption!]!
    "Paths of the published pages and stories of a site in a language (for the sitemap); hidden pages are left out."
    sitemap(site: String!, language: String): [String!]!
  }
`);
