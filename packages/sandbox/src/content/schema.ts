import { buildSchema } from 'graphql';

/** The content edge graph as the sandbox serves it. */
export const contentSchema = buildSchema(`
  scalar JSON

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
  }

  type Layout { item: Route }

  type ExternalLink { href: String!, linktype: String! }

  type NavigationItem {
    name: String!
    url: Path!
    navigationTitle: String!
    hideInNavigation: Boolean!
    isNavigableInMenuWhenItHasChildren: Boolean!
    externalLink: ExternalLink
    children: [NavigationItem!]
  }

  type Navigation { settings: JSON!, items: [NavigationItem!]! }

  type Language { name: String!, displayName: String!, englishName: String!, nativeName: String!, url: Path! }

  type DictionaryEntry { key: String!, value: String! }

  type AlertBar { HasMessage: Boolean!, MessageTitle: String!, MessageText: String!, MessageType: String!, MessageIcon: String }

  type BrandLogo { brandCode: String!, logo: String!, logoBlackAndWhite: String }

  type Query {
    site(name: String!): SiteSettings
    layout(site: String!, routePath: String!, language: String): Layout
    navigation(site: String!, language: String): Navigation
    languages(site: String!, routePath: String!, language: String): [Language!]
    dictionary(site: String!, language: String): [DictionaryEntry!]
    footer(site: String!, language: String): JSON
    alertBar(site: String!, language: String): AlertBar
    brandLogos(site: String!, limit: Int): [BrandLogo!]
  }
`);
