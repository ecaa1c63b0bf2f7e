import type { PluralForms } from '../plural';
import type { Translations } from './types';

/**
 * The car list's filter panel: drawer and sidebar frame, value and range facets, selected-filter
 * chips. `{total}` is a number already formatted for the site; `count` only picks the plural form.
 */
export interface CarFiltersMessages {
  'carFilters.heading': string;
  'carFilters.open': string;
  'carFilters.openCount': string;
  'carFilters.close': string;
  'carFilters.showCars': PluralForms;
  'carFilters.resultCount': PluralForms;
  'carFilters.updating': string;
  'carFilters.mode': string;
  'carFilters.modeSidebar': string;
  'carFilters.modeToggle': string;
  'carFilters.clear': string;
  'carFilters.clearFacet': string;
  'carFilters.clearAll': string;
  'carFilters.selected': string;
  'carFilters.removeFilter': string;
  'carFilters.excluded': string;
  'carFilters.searchValues': string;
  'carFilters.noMatches': string;
  'carFilters.chooseParent': string;
  'carFilters.min': string;
  'carFilters.max': string;
  'carFilters.rangeBetween': string;
  'carFilters.rangeFrom': string;
  'carFilters.rangeUpTo': string;
}

export const carFiltersMessages: Translations<CarFiltersMessages> = {
  sv: {
    'carFilters.heading': 'Filter',
    'carFilters.open': 'Filter',
    'carFilters.openCount': 'Filter ({count})',
    'carFilters.close': 'Stäng filter',
    'carFilters.showCars': { one: 'Visa {total} bil', other: 'Visa {total} bilar' },
    'carFilters.resultCount': { one: '{total} bil', other: '{total} bilar' },
    'carFilters.updating': 'Uppdaterar…',
    'carFilters.mode': 'Placering av filter',
    'carFilters.modeSidebar': 'Bredvid listan',
    'carFilters.modeToggle': 'Ovanför listan',
    'carFilters.clear': 'Rensa',
    'carFilters.clearFacet': 'Rensa {facet}',
    'carFilters.clearAll': 'Rensa alla filter',
    'carFilters.selected': 'Valda filter',
    'carFilters.removeFilter': 'Ta bort filter {filter}',
    'carFilters.excluded': 'Inte {value}',
    'carFilters.searchValues': 'Sök {facet}',
    'carFilters.noMatches': 'Inga alternativ matchar',
    'carFilters.chooseParent': 'Välj först {parent}.',
    'carFilters.min': 'Lägst',
    'carFilters.max': 'Högst',
    'carFilters.rangeBetween': '{min}–{max}',
    'carFilters.rangeFrom': 'från {min}',
    'carFilters.rangeUpTo': 'upp till {max}',
  },
  nb: {
    'carFilters.heading': 'Filter',
    'carFilters.open': 'Filter',
    'carFilters.openCount': 'Filter ({count})',
    'carFilters.close': 'Lukk filter',
    'carFilters.showCars': { one: 'Vis {total} bil', other: 'Vis {total} biler' },
    'carFilters.resultCount': { one: '{total} bil', other: '{total} biler' },
    'carFilters.updating': 'Oppdaterer…',
    'carFilters.mode': 'Plassering av filtre',
    'carFilters.modeSidebar': 'Ved siden av listen',
    'carFilters.modeToggle': 'Over listen',
    'carFilters.clear': 'Nullstill',
    'carFilters.clearFacet': 'Nullstill {facet}',
    'carFilters.clearAll': 'Nullstill alle filtre',
    'carFilters.selected': 'Valgte filtre',
    'carFilters.removeFilter': 'Fjern filter {filter}',
    'carFilters.excluded': 'Ikke {value}',
    'carFilters.searchValues': 'Søk i {facet}',
    'carFilters.noMatches': 'Ingen alternativer passer',
    'carFilters.chooseParent': 'Velg {parent} først.',
    'carFilters.min': 'Lavest',
    'carFilters.max': 'Høyest',
    'carFilters.rangeBetween': '{min}–{max}',
    'carFilters.rangeFrom': 'fra {min}',
    'carFilters.rangeUpTo': 'opptil {max}',
  },
  fi: {
    'carFilters.heading': 'Suodattimet',
    'carFilters.open': 'Suodata',
    'carFilters.openCount': 'Suodata ({count})',
    'carFilters.close': 'Sulje suodattimet',
    'carFilters.showCars': { one: 'Näytä {total} auto', other: 'Näytä {total} autoa' },
    'carFilters.resultCount': { one: '{total} auto', other: '{total} autoa' },
    'carFilters.updating': 'Päivitetään…',
    'carFilters.mode': 'Suodattimien sijainti',
    'carFilters.modeSidebar': 'Listan vieressä',
    'carFilters.modeToggle': 'Listan yläpuolella',
    'carFilters.clear': 'Tyhjennä',
    'carFilters.clearFacet': 'Tyhjennä {facet}',
    'carFilters.clearAll': 'Tyhjennä kaikki suodattimet',
    'carFilters.selected': 'Valitut suodattimet',
    'carFilters.removeFilter': 'Poista suodatin {filter}',
    'carFilters.excluded': 'Ei {value}',
    'carFilters.searchValues': 'Hae: {facet}',
    'carFilters.noMatches': 'Ei osuvia vaihtoehtoja',
    'carFilters.chooseParent': 'Valitse ensin {parent}.',
    'carFilters.min': 'Vähintään',
    'carFilters.max': 'Enintään',
    'carFilters.rangeBetween': '{min}–{max}',
    'carFilters.rangeFrom': 'vähintään {min}',
    'carFilters.rangeUpTo': 'enintään {max}',
  },
  sk: {
    'carFilters.heading': 'Filtre',
    'carFilters.open': 'Filtrovať',
    'carFilters.openCount': 'Filtrovať ({count})',
    'carFilters.close': 'Zavrieť filtre',
    'carFilters.showCars': { one: 'Zobraziť {total} auto', few: 'Zobraziť {total} autá', other: 'Zobraziť {total} áut' },
    'carFilters.resultCount': { one: '{total} auto', few: '{total} autá', other: '{total} áut' },
    'carFilters.updating': 'Aktualizuje sa…',
    'carFilters.mode': 'Umiestnenie filtrov',
    'carFilters.modeSidebar': 'Vedľa zoznamu',
    'carFilters.modeToggle': 'Nad zoznamom',
    'carFilters.clear': 'Vymazať',
    'carFilters.clearFacet': 'Vymazať {facet}',
    'carFilters.clearAll': 'Vymazať všetky filtre',
    'carFilters.selected': 'Vybrané filtre',
    'carFilters.removeFilter': 'Odstrániť filter {filter}',
    'carFilters.excluded': 'Nie {value}',
    'carFilters.searchValues': 'Hľadať: {facet}',
    'carFilters.noMatches': 'Žiadne zodpovedajúce možnosti',
    'carFilters.chooseParent': 'Najprv vyberte {parent}.',
    'carFilters.min': 'Od',
    'carFilters.max': 'Do',
    'carFilters.rangeBetween': '{min}–{max}',
    'carFilters.rangeFrom': 'od {min}',
    'carFilters.rangeUpTo': 'do {max}',
  },
  en: {
    'carFilters.heading': 'Filters',
    'carFilters.open': 'Filter',
    'carFilters.openCount': 'Filter ({count})',
    'carFilters.close': 'Close filters',
    'carFilters.showCars': { one: 'Show {total} car', other: 'Show {total} cars' },
    'carFilters.resultCount': { one: '{total} car', other: '{total} cars' },
    'carFilters.updating': 'Updating…',
    'carFilters.mode': 'Filter layout',
    'carFilters.modeSidebar': 'Beside the list',
    'carFilters.modeToggle': 'Above the list',
    'carFilters.clear': 'Clear',
    'carFilters.clearFacet': 'Clear {facet}',
    'carFilters.clearAll': 'Clear all filters',
    'carFilters.selected': 'Selected filters',
    'carFilters.removeFilter': 'Remove filter {filter}',
    'carFilters.excluded': 'Not {value}',
    'carFilters.searchValues': 'Search {facet}',
    'carFilters.noMatches': 'No matching options',
    'carFilters.chooseParent': 'Choose {parent} first.',
    'carFilters.min': 'Min',
    'carFilters.max': 'Max',
    'carFilters.rangeBetween': '{min}–{max}',
    'carFilters.rangeFrom': 'from {min}',
    'carFilters.rangeUpTo': 'up to {max}',
  },
};
