import type { Translations } from './types';

/** The host's content blocks: video and carousel controls, hero search, countdown, editor notes. */
export interface BlockMessages {
  /** Toggle labels stay the same; aria-pressed says whether the video is paused or muted. */
  'blocks.video.pause': string;
  'blocks.video.mute': string;
  'blocks.video.youtubePlay': string;
  'blocks.video.youtubeNotice': string;
  'blocks.video.youtubeTitle': string;
  'blocks.hero.searchLabel': string;
  'blocks.hero.searchSubmit': string;
  'blocks.hero.searchClear': string;
  'blocks.carousel.label': string;
  'blocks.carousel.slide': string;
  'blocks.carousel.position': string;
  'blocks.carousel.previous': string;
  'blocks.carousel.next': string;
  'blocks.carousel.pause': string;
  'blocks.carousel.goTo': string;
  'blocks.countdown.days': string;
  'blocks.countdown.hours': string;
  'blocks.countdown.minutes': string;
  'blocks.countdown.seconds': string;
  'blocks.carModels.campaign': string;
  'blocks.editor.unknown': string;
  'blocks.editor.invalid': string;
  'blocks.editor.emptyBlurb': string;
  'blocks.editor.emptyHero': string;
}

export const blockMessages: Translations<BlockMessages> = {
  sv: {
    'blocks.video.pause': 'Pausa videon',
    'blocks.video.mute': 'Stäng av ljudet',
    'blocks.video.youtubePlay': 'Spela upp videon: {title}',
    'blocks.video.youtubeNotice': 'Videon läses in från YouTube när du startar den.',
    'blocks.video.youtubeTitle': 'YouTube-video',
    'blocks.hero.searchLabel': 'Sök bil',
    'blocks.hero.searchSubmit': 'Sök',
    'blocks.hero.searchClear': 'Rensa sökfältet',
    'blocks.carousel.label': 'Bildspel',
    'blocks.carousel.slide': 'bild',
    'blocks.carousel.position': '{index} av {count}',
    'blocks.carousel.previous': 'Föregående bild',
    'blocks.carousel.next': 'Nästa bild',
    'blocks.carousel.pause': 'Pausa bildspelet',
    'blocks.carousel.goTo': 'Visa bild {index}',
    'blocks.countdown.days': 'Dagar',
    'blocks.countdown.hours': 'Timmar',
    'blocks.countdown.minutes': 'Minuter',
    'blocks.countdown.seconds': 'Sekunder',
    'blocks.carModels.campaign': 'Kampanj',
    'blocks.editor.unknown': 'Komponenten {name} kan inte visas här.',
    'blocks.editor.invalid': '{name} har fält som saknas eller är ogiltiga och visas inte.',
    'blocks.editor.emptyBlurb': 'Blurben har inga fält och visas inte.',
    'blocks.editor.emptyHero': 'Herobannern saknar bild och visas inte.',
  },
  nb: {
    'blocks.video.pause': 'Sett videoen på pause',
    'blocks.video.mute': 'Slå av lyden',
    'blocks.video.youtubePlay': 'Spill av videoen: {title}',
    'blocks.video.youtubeNotice': 'Videoen lastes inn fra YouTube når du starter den.',
    'blocks.video.youtubeTitle': 'YouTube-video',
    'blocks.hero.searchLabel': 'Søk etter bil',
    'blocks.hero.searchSubmit': 'Søk',
    'blocks.hero.searchClear': 'Tøm søkefeltet',
    'blocks.carousel.label': 'Bildekarusell',
    'blocks.carousel.slide': 'bilde',
    'blocks.carousel.position': '{index} av {count}',
    'blocks.carousel.previous': 'Forrige bilde',
    'blocks.carousel.next': 'Neste bilde',
    'blocks.carousel.pause': 'Sett bildekarusellen på pause',
    'blocks.carousel.goTo': 'Vis bilde {index}',
    'blocks.countdown.days': 'Dager',
    'blocks.countdown.hours': 'Timer',
    'blocks.countdown.minutes': 'Minutter',
    'blocks.countdown.seconds': 'Sekunder',
    'blocks.carModels.campaign': 'Kampanje',
    'blocks.editor.unknown': 'Komponenten {name} kan ikke vises her.',
    'blocks.editor.invalid': '{name} har felt som mangler eller er ugyldige, og vises ikke.',
    'blocks.editor.emptyBlurb': 'Blurben har ingen felt og vises ikke.',
    'blocks.editor.emptyHero': 'Herobanneret mangler bilde og vises ikke.',
  },
  fi: {
    'blocks.video.pause': 'Keskeytä video',
    'blocks.video.mute': 'Mykistä ääni',
    'blocks.video.youtubePlay': 'Toista video: {title}',
    'blocks.video.youtubeNotice': 'Video ladataan YouTubesta, kun käynnistät sen.',
    'blocks.video.youtubeTitle': 'YouTube-video',
    'blocks.hero.searchLabel': 'Hae autoa',
    'blocks.hero.searchSubmit': 'Hae',
    'blocks.hero.searchClear': 'Tyhjennä hakukenttä',
    'blocks.carousel.label': 'Kuvakaruselli',
    'blocks.carousel.slide': 'kuva',
    'blocks.carousel.position': '{index}/{count}',
    'blocks.carousel.previous': 'Edellinen kuva',
    'blocks.carousel.next': 'Seuraava kuva',
    'blocks.carousel.pause': 'Keskeytä kuvakaruselli',
    'blocks.carousel.goTo': 'Näytä kuva {index}',
    'blocks.countdown.days': 'Päivää',
    'blocks.countdown.hours': 'Tuntia',
    'blocks.countdown.minutes': 'Minuuttia',
    'blocks.countdown.seconds': 'Sekuntia',
    'blocks.carModels.campaign': 'Kampanja',
    'blocks.editor.unknown': 'Komponenttia {name} ei voi näyttää tässä.',
    'blocks.editor.invalid': 'Komponentilta {name} puuttuu kenttiä tai ne ovat virheellisiä, joten sitä ei näytetä.',
    'blocks.editor.emptyBlurb': 'Blurbilla ei ole kenttiä, joten sitä ei näytetä.',
    'blocks.editor.emptyHero': 'Herobannerista puuttuu kuva, joten sitä ei näytetä.',
  },
  sk: {
    'blocks.video.pause': 'Pozastaviť video',
    'blocks.video.mute': 'Vypnúť zvuk',
    'blocks.video.youtubePlay': 'Prehrať video: {title}',
    'blocks.video.youtubeNotice': 'Video sa načíta z YouTube, keď ho spustíte.',
    'blocks.video.youtubeTitle': 'Video na YouTube',
    'blocks.hero.searchLabel': 'Hľadať auto',
    'blocks.hero.searchSubmit': 'Hľadať',
    'blocks.hero.searchClear': 'Vymazať vyhľadávanie',
    'blocks.carousel.label': 'Karusel obrázkov',
    'blocks.carousel.slide': 'snímka',
    'blocks.carousel.position': '{index} z {count}',
    'blocks.carousel.previous': 'Predchádzajúca snímka',
    'blocks.carousel.next': 'Nasledujúca snímka',
    'blocks.carousel.pause': 'Pozastaviť karusel',
    'blocks.carousel.goTo': 'Zobraziť snímku {index}',
    'blocks.countdown.days': 'Dni',
    'blocks.countdown.hours': 'Hodiny',
    'blocks.countdown.minutes': 'Minúty',
    'blocks.countdown.seconds': 'Sekundy',
    'blocks.carModels.campaign': 'Akcia',
    'blocks.editor.unknown': 'Komponent {name} sa tu nedá zobraziť.',
    'blocks.editor.invalid': 'Komponentu {name} chýbajú polia alebo sú neplatné, preto sa nezobrazí.',
    'blocks.editor.emptyBlurb': 'Blurb nemá žiadne polia, preto sa nezobrazí.',
    'blocks.editor.emptyHero': 'Herobanneru chýba obrázok, preto sa nezobrazí.',
  },
  en: {
    'blocks.video.pause': 'Pause video',
    'blocks.video.mute': 'Mute sound',
    'blocks.video.youtubePlay': 'Play video: {title}',
    'blocks.video.youtubeNotice': 'The video loads from YouTube when you start it.',
    'blocks.video.youtubeTitle': 'YouTube video',
    'blocks.hero.searchLabel': 'Search cars',
    'blocks.hero.searchSubmit': 'Search',
    'blocks.hero.searchClear': 'Clear search',
    'blocks.carousel.label': 'Slideshow',
    'blocks.carousel.slide': 'slide',
    'blocks.carousel.position': '{index} of {count}',
    'blocks.carousel.previous': 'Previous slide',
    'blocks.carousel.next': 'Next slide',
    'blocks.carousel.pause': 'Pause slideshow',
    'blocks.carousel.goTo': 'Show slide {index}',
    'blocks.countdown.days': 'Days',
    'blocks.countdown.hours': 'Hours',
    'blocks.countdown.minutes': 'Minutes',
    'blocks.countdown.seconds': 'Seconds',
    'blocks.carModels.campaign': 'Campaign',
    'blocks.editor.unknown': 'The component {name} cannot be shown here.',
    'blocks.editor.invalid': '{name} has missing or invalid fields and is not shown.',
    'blocks.editor.emptyBlurb': 'The blurb has no fields and is not shown.',
    'blocks.editor.emptyHero': 'The hero banner has no image and is not shown.',
  },
};
