import type { Translations } from './types';

/**
 * Stories (news): list, story page and teaser. The content platform's dictionary can override
 * several of these by its own keys (storiesNoResults, storiesAll, storiesLoadMore, ...).
 */
export interface StoriesMessages {
  'stories.loading': string;
  'stories.error': string;
  'stories.noResults': string;
  'stories.tagsLabel': string;
  'stories.all': string;
  'stories.loadMore': string;
  'stories.latest': string;
  'stories.published': string;
  'stories.back': string;
  'stories.moreArticles': string;
  'stories.previousArticle': string;
  'stories.nextArticle': string;
  'stories.share': string;
  /** {network}: LinkedIn, Facebook, WhatsApp or X. */
  'stories.shareOn': string;
  'stories.newTab': string;
  'stories.copyLink': string;
  'stories.copied': string;
  'stories.copyFailed': string;
}

export const storiesMessages: Translations<StoriesMessages> = {
  sv: {
    'stories.loading': 'Laddar nyheter…',
    'stories.error': 'Något gick fel när nyheterna skulle hämtas. Försök igen senare.',
    'stories.noResults': 'Inga nyheter hittades.',
    'stories.tagsLabel': 'Filtrera nyheter efter ämne',
    'stories.all': 'Alla',
    'stories.loadMore': 'Visa fler nyheter',
    'stories.latest': 'Senaste nytt',
    'stories.published': 'Publicerad',
    'stories.back': 'Tillbaka',
    'stories.moreArticles': 'Fler artiklar',
    'stories.previousArticle': 'Föregående artikel',
    'stories.nextArticle': 'Nästa artikel',
    'stories.share': 'Dela',
    'stories.shareOn': 'Dela på {network}',
    'stories.newTab': 'öppnas i en ny flik',
    'stories.copyLink': 'Kopiera länk',
    'stories.copied': 'Länken är kopierad',
    'stories.copyFailed': 'Länken kunde inte kopieras',
  },
  nb: {
    'stories.loading': 'Laster inn nyheter…',
    'stories.error': 'Noe gikk galt da nyhetene skulle hentes. Prøv igjen senere.',
    'stories.noResults': 'Fant ingen nyheter.',
    'stories.tagsLabel': 'Filtrer nyheter etter emne',
    'stories.all': 'Alle',
    'stories.loadMore': 'Vis flere nyheter',
    'stories.latest': 'Siste nytt',
    'stories.published': 'Publisert',
    'stories.back': 'Tilbake',
    'stories.moreArticles': 'Flere artikler',
    'stories.previousArticle': 'Forrige artikkel',
    'stories.nextArticle': 'Neste artikkel',
    'stories.share': 'Del',
    'stories.shareOn': 'Del på {network}',
    'stories.newTab': 'åpnes i en ny fane',
    'stories.copyLink': 'Kopier lenke',
    'stories.copied': 'Lenken er kopiert',
    'stories.copyFailed': 'Lenken kunne ikke kopieres',
  },
  fi: {
    'stories.loading': 'Ladataan uutisia…',
    'stories.error': 'Uutisten hakemisessa tapahtui virhe. Yritä myöhemmin uudelleen.',
    'stories.noResults': 'Uutisia ei löytynyt.',
    'stories.tagsLabel': 'Suodata uutisia aiheen mukaan',
    'stories.all': 'Kaikki',
    'stories.loadMore': 'Näytä lisää uutisia',
    'stories.latest': 'Uusimmat',
    'stories.published': 'Julkaistu',
    'stories.back': 'Takaisin',
    'stories.moreArticles': 'Lisää artikkeleita',
    'stories.previousArticle': 'Edellinen artikkeli',
    'stories.nextArticle': 'Seuraava artikkeli',
    'stories.share': 'Jaa',
    'stories.shareOn': 'Jaa palvelussa {network}',
    'stories.newTab': 'avautuu uudessa välilehdessä',
    'stories.copyLink': 'Kopioi linkki',
    'stories.copied': 'Linkki kopioitu',
    'stories.copyFailed': 'Linkkiä ei voitu kopioida',
  },
  sk: {
    'stories.loading': 'Načítavajú sa novinky…',
    'stories.error': 'Pri načítaní noviniek sa vyskytla chyba. Skúste to neskôr.',
    'stories.noResults': 'Nenašli sa žiadne novinky.',
    'stories.tagsLabel': 'Filtrovať novinky podľa témy',
    'stories.all': 'Všetky',
    'stories.loadMore': 'Zobraziť ďalšie novinky',
    'stories.latest': 'Najnovšie',
    'stories.published': 'Publikované',
    'stories.back': 'Späť',
    'stories.moreArticles': 'Ďalšie články',
    'stories.previousArticle': 'Predchádzajúci článok',
    'stories.nextArticle': 'Nasledujúci článok',
    'stories.share': 'Zdieľať',
    'stories.shareOn': 'Zdieľať na {network}',
    'stories.newTab': 'otvorí sa na novej karte',
    'stories.copyLink': 'Kopírovať odkaz',
    'stories.copied': 'Odkaz bol skopírovaný',
    'stories.copyFailed': 'Odkaz sa nepodarilo skopírovať',
  },
  en: {
    'stories.loading': 'Loading stories…',
    'stories.error': 'Something went wrong while loading the stories. Please try again later.',
    'stories.noResults': 'No stories found.',
    'stories.tagsLabel': 'Filter stories by topic',
    'stories.all': 'All',
    'stories.loadMore': 'Show more stories',
    'stories.latest': 'Latest',
    'stories.published': 'Published',
    'stories.back': 'Back',
    'stories.moreArticles': 'More articles',
    'stories.previousArticle': 'Previous article',
    'stories.nextArticle': 'Next article',
    'stories.share': 'Share',
    'stories.shareOn': 'Share on {network}',
    'stories.newTab': 'opens in a new tab',
    'stories.copyLink': 'Copy link',
    'stories.copied': 'Link copied',
    'stories.copyFailed': 'The link could not be copied',
  },
};
