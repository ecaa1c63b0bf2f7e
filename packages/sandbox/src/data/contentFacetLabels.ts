import type { FacetLabel } from '@showroom/contracts';
import type { Language, SiteDefinition } from '@showroom/sites';

type Words = Record<Language, string>;
const w = (sv: string, nb: string, fi: string, sk: string, en: string): Words => ({ sv, nb, fi, sk, en });

/** Car facet labels every site configures, in facet-panel order. */
const COMMON: readonly (readonly [string, Words])[] = [
  ['car_brand', w('Märke', 'Merke', 'Merkki', 'Značka', 'Make')],
  ['car_brand>car_model', w('Modell', 'Modell', 'Malli', 'Model', 'Model')],
  ['car_model', w('Modell', 'Modell', 'Malli', 'Model', 'Model')],
  ['car_condition', w('Ny eller begagnad', 'Ny eller brukt', 'Uusi vai käytetty', 'Nové alebo jazdené', 'New or used')],
  ['car_body', w('Kaross', 'Karosseri', 'Korityyppi', 'Karoséria', 'Body type')],
  ['car_fuel', w('Drivmedel', 'Drivstoff', 'Käyttövoima', 'Palivo', 'Fuel type')],
  ['car_gearbox', w('Växellåda', 'Girkasse', 'Vaihteisto', 'Prevodovka', 'Gearbox')],
  ['car_drive', w('Drivning', 'Drift', 'Veto', 'Pohon', 'Drive')],
  ['car_year', w('Årsmodell', 'Årsmodell', 'Vuosimalli', 'Rok výroby', 'Year')],
  ['car_price', w('Pris', 'Pris', 'Hinta', 'Cena', 'Price')],
  ['car_mileage', w('Miltal', 'Kilometerstand', 'Mittarilukema', 'Najazdené km', 'Mileage')],
  ['car_color', w('Färg', 'Farge', 'Väri', 'Farba', 'Colour')],
  ['car_vehicle_type', w('Fordonstyp', 'Kjøretøytype', 'Ajoneuvotyyppi', 'Typ vozidla', 'Vehicle type')],
  ['car_site_city', w('Ort', 'Sted', 'Paikkakunta', 'Mesto', 'Location')],
  ['car_equipment', w('Utrustning', 'Utstyr', 'Varusteet', 'Výbava', 'Equipment')],
];

/** Leasing facets, configured where the site offers leasing calculators. */
const LEASING: readonly (readonly [string, Words])[] = [
  ['car_privateleasing_monthly_cost', w('Privatleasing per månad', 'Privatleasing per måned', 'Yksityisleasing / kk', 'Súkromný leasing / mesiac', 'Personal lease per month')],
  ['car_companyleasing_monthly_cost', w('Företagsleasing per månad', 'Bedriftsleasing per måned', 'Yritysleasing / kk', 'Firemný leasing / mesiac', 'Business lease per month')],
];

/** Dealer groups span regions, so they label the region facet. */
const REGION: readonly [string, Words] = ['car_site_region', w('Region', 'Region', 'Alue', 'Kraj', 'Region')];

/** The facet labels a site's content configuration holds, in a language. */
export function facetLabelsFor(site: SiteDefinition, language: Language): FacetLabel[] {
  const entries = [
    ...COMMON,
    ...(site.features.includes('loanCalculators') ? LEASING : []),
    ...(site.family === 'dealergroup' ? [REGION] : []),
  ];
  return entries.map(([Name, words]) => ({ Name, Label: words[language] }));
}
