import type { Translations } from './types';

/** The car detail gallery: media modes, fullscreen, image navigation, the 360 viewer and the video. */
export interface CarGalleryMessages {
  'carGallery.label': string;
  'carGallery.modes': string;
  'carGallery.mode.images': string;
  'carGallery.mode.video': string;
  'carGallery.mode.internal360': string;
  'carGallery.mode.external360': string;
  'carGallery.fullscreenOpen': string;
  'carGallery.fullscreenClose': string;
  'carGallery.fullscreenTitle': string;
  'carGallery.fullscreenFailed': string;
  'carGallery.previous': string;
  'carGallery.next': string;
  'carGallery.counter': string;
  'carGallery.imageAlt': string;
  'carGallery.thumbnail': string;
  'carGallery.thumbnails': string;
  'carGallery.imagesInstructions': string;
  'carGallery.viewerExterior': string;
  'carGallery.viewerInterior': string;
  'carGallery.viewerInstructions': string;
  'carGallery.viewerAngle': string;
  'carGallery.turnLeft': string;
  'carGallery.turnRight': string;
  'carGallery.autoRotate': string;
  'carGallery.videoLabel': string;
  'carGallery.videoUnsupported': string;
}

export const carGalleryMessages: Translations<CarGalleryMessages> = {
  sv: {
    'carGallery.label': 'Galleri: {title}',
    'carGallery.modes': 'Visningsläge',
    'carGallery.mode.images': 'Bilder',
    'carGallery.mode.video': 'Video',
    'carGallery.mode.internal360': '360° interiör',
    'carGallery.mode.external360': '360° exteriör',
    'carGallery.fullscreenOpen': 'Visa i helskärm',
    'carGallery.fullscreenClose': 'Stäng helskärm',
    'carGallery.fullscreenTitle': 'Galleri i helskärm: {title}',
    'carGallery.fullscreenFailed': 'Helskärmsläget kunde inte öppnas. Försök igen.',
    'carGallery.previous': 'Föregående bild',
    'carGallery.next': 'Nästa bild',
    'carGallery.counter': '{current} / {total}',
    'carGallery.imageAlt': '{title}, bild {current} av {total}',
    'carGallery.thumbnail': 'Visa bild {current} av {total}',
    'carGallery.thumbnails': 'Miniatyrbilder',
    'carGallery.imagesInstructions': 'Byt bild med vänster- och högerpil.',
    'carGallery.viewerExterior': '360° exteriör av {title}',
    'carGallery.viewerInterior': '360° interiör av {title}',
    'carGallery.viewerInstructions': 'Vrid bilen med vänster- och högerpil, eller dra i bilden.',
    'carGallery.viewerAngle': 'Vinkel {current} av {total}',
    'carGallery.turnLeft': 'Vrid åt vänster',
    'carGallery.turnRight': 'Vrid åt höger',
    'carGallery.autoRotate': 'Rotera automatiskt',
    'carGallery.videoLabel': 'Video av {title}',
    'carGallery.videoUnsupported': 'Din webbläsare kan inte spela upp videon.',
  },
  nb: {
    'carGallery.label': 'Galleri: {title}',
    'carGallery.modes': 'Visningsmodus',
    'carGallery.mode.images': 'Bilder',
    'carGallery.mode.video': 'Video',
    'carGallery.mode.internal360': '360° interiør',
    'carGallery.mode.external360': '360° eksteriør',
    'carGallery.fullscreenOpen': 'Vis i fullskjerm',
    'carGallery.fullscreenClose': 'Lukk fullskjerm',
    'carGallery.fullscreenTitle': 'Galleri i fullskjerm: {title}',
    'carGallery.fullscreenFailed': 'Fullskjermsvisningen kunne ikke åpnes. Prøv igjen.',
    'carGallery.previous': 'Forrige bilde',
    'carGallery.next': 'Neste bilde',
    'carGallery.counter': '{current} / {total}',
    'carGallery.imageAlt': '{title}, bilde {current} av {total}',
    'carGallery.thumbnail': 'Vis bilde {current} av {total}',
    'carGallery.thumbnails': 'Miniatyrbilder',
    'carGallery.imagesInstructions': 'Bytt bilde med venstre og høyre piltast.',
    'carGallery.viewerExterior': '360° eksteriør av {title}',
    'carGallery.viewerInterior': '360° interiør av {title}',
    'carGallery.viewerInstructions': 'Drei bilen med venstre og høyre piltast, eller dra i bildet.',
    'carGallery.viewerAngle': 'Vinkel {current} av {total}',
    'carGallery.turnLeft': 'Drei mot venstre',
    'carGallery.turnRight': 'Drei mot høyre',
    'carGallery.autoRotate': 'Roter automatisk',
    'carGallery.videoLabel': 'Video av {title}',
    'carGallery.videoUnsupported': 'Nettleseren din kan ikke spille av videoen.',
  },
  fi: {
    'carGallery.label': 'Galleria: {title}',
    'carGallery.modes': 'Näkymä',
    'carGallery.mode.images': 'Kuvat',
    'carGallery.mode.video': 'Video',
    'carGallery.mode.internal360': '360° sisätilat',
    'carGallery.mode.external360': '360° ulkopuoli',
    'carGallery.fullscreenOpen': 'Näytä koko näytöllä',
    'carGallery.fullscreenClose': 'Sulje koko näytön tila',
    'carGallery.fullscreenTitle': 'Galleria koko näytöllä: {title}',
    'carGallery.fullscreenFailed': 'Koko näytön tilaa ei voitu avata. Yritä uudelleen.',
    'carGallery.previous': 'Edellinen kuva',
    'carGallery.next': 'Seuraava kuva',
    'carGallery.counter': '{current} / {total}',
    'carGallery.imageAlt': '{title}, kuva {current}/{total}',
    'carGallery.thumbnail': 'Näytä kuva {current}/{total}',
    'carGallery.thumbnails': 'Pienoiskuvat',
    'carGallery.imagesInstructions': 'Vaihda kuvaa vasemmalla ja oikealla nuolinäppäimellä.',
    'carGallery.viewerExterior': '360° ulkopuoli: {title}',
    'carGallery.viewerInterior': '360° sisätilat: {title}',
    'carGallery.viewerInstructions': 'Käännä autoa vasemmalla ja oikealla nuolinäppäimellä tai vetämällä kuvaa.',
    'carGallery.viewerAngle': 'Kulma {current}/{total}',
    'carGallery.turnLeft': 'Käännä vasemmalle',
    'carGallery.turnRight': 'Käännä oikealle',
    'carGallery.autoRotate': 'Automaattinen pyöritys',
    'carGallery.videoLabel': 'Video: {title}',
    'carGallery.videoUnsupported': 'Selaimesi ei voi toistaa videota.',
  },
  sk: {
    'carGallery.label': 'Galéria: {title}',
    'carGallery.modes': 'Režim zobrazenia',
    'carGallery.mode.images': 'Fotografie',
    'carGallery.mode.video': 'Video',
    'carGallery.mode.internal360': '360° interiér',
    'carGallery.mode.external360': '360° exteriér',
    'carGallery.fullscreenOpen': 'Zobraziť na celú obrazovku',
    'carGallery.fullscreenClose': 'Zavrieť režim celej obrazovky',
    'carGallery.fullscreenTitle': 'Galéria na celú obrazovku: {title}',
    'carGallery.fullscreenFailed': 'Režim celej obrazovky sa nepodarilo otvoriť. Skúste to znova.',
    'carGallery.previous': 'Predchádzajúca fotografia',
    'carGallery.next': 'Nasledujúca fotografia',
    'carGallery.counter': '{current} / {total}',
    'carGallery.imageAlt': '{title}, fotografia {current} z {total}',
    'carGallery.thumbnail': 'Zobraziť fotografiu {current} z {total}',
    'carGallery.thumbnails': 'Náhľady',
    'carGallery.imagesInstructions': 'Fotografie prepínajte šípkami doľava a doprava.',
    'carGallery.viewerExterior': '360° exteriér: {title}',
    'carGallery.viewerInterior': '360° interiér: {title}',
    'carGallery.viewerInstructions': 'Auto otáčajte šípkami doľava a doprava alebo potiahnutím obrázka.',
    'carGallery.viewerAngle': 'Uhol {current} z {total}',
    'carGallery.turnLeft': 'Otočiť doľava',
    'carGallery.turnRight': 'Otočiť doprava',
    'carGallery.autoRotate': 'Automatické otáčanie',
    'carGallery.videoLabel': 'Video: {title}',
    'carGallery.videoUnsupported': 'Váš prehliadač nedokáže prehrať video.',
  },
  en: {
    'carGallery.label': 'Gallery: {title}',
    'carGallery.modes': 'View',
    'carGallery.mode.images': 'Photos',
    'carGallery.mode.video': 'Video',
    'carGallery.mode.internal360': '360° interior',
    'carGallery.mode.external360': '360° exterior',
    'carGallery.fullscreenOpen': 'Show fullscreen',
    'carGallery.fullscreenClose': 'Close fullscreen',
    'carGallery.fullscreenTitle': 'Fullscreen gallery: {title}',
    'carGallery.fullscreenFailed': 'The fullscreen view could not be opened. Please try again.',
    'carGallery.previous': 'Previous photo',
    'carGallery.next': 'Next photo',
    'carGallery.counter': '{current} / {total}',
    'carGallery.imageAlt': '{title}, photo {current} of {total}',
    'carGallery.thumbnail': 'Show photo {current} of {total}',
    'carGallery.thumbnails': 'Thumbnails',
    'carGallery.imagesInstructions': 'Use the left and right arrow keys to change photo.',
    'carGallery.viewerExterior': '360° exterior of {title}',
    'carGallery.viewerInterior': '360° interior of {title}',
    'carGallery.viewerInstructions': 'Turn the car with the left and right arrow keys, or drag the image.',
    'carGallery.viewerAngle': 'Angle {current} of {total}',
    'carGallery.turnLeft': 'Turn left',
    'carGallery.turnRight': 'Turn right',
    'carGallery.autoRotate': 'Rotate automatically',
    'carGallery.videoLabel': 'Video of {title}',
    'carGallery.videoUnsupported': 'Your browser cannot play this video.',
  },
};
