import { placeAutocompleteUpstreamQuerySchema, type LanguageCode, type PlaceCountry, type PlaceDetails, type PlacePrediction } from '@showroom/contracts';
import type { FastifyInstance } from 'fastify';
import { slugify } from '../random';
import { FINNISH_TOWNS, NORWEGIAN_TOWNS, SLOVAK_TOWNS, SWEDISH_TOWNS, UK_TOWNS, type Town } from '../data/towns';
import { badRequest, zodMessage } from '../http';

const TOWNS: Record<PlaceCountry, readonly Town[]> = { se: SWEDISH_TOWNS, no: NORWEGIAN_TOWNS, fi: FINNISH_TOWNS, sk: SLOVAK_TOWNS, gb: UK_TOWNS };

/** Each country's name in each language; without a language a country is named in its own. */
const COUNTRY_NAMES: Record<PlaceCountry, Record<LanguageCode, string>> = {
  se: { sv: 'Sverige', nb: 'Sverige', fi: 'Ruotsi', sk: 'Švédsko', en: 'Sweden' },
  no: { sv: 'Norge', nb: 'Norge', fi: 'Norja', sk: 'Nórsko', en: 'Norway' },
  fi: { sv: 'Finland', nb: 'Finland', fi: 'Suomi', sk: 'Fínsko', en: 'Finland' },
  sk: { sv: 'Slovakien', nb: 'Slovakia', fi: 'Slovakia', sk: 'Slovensko', en: 'Slovakia' },
  gb: { sv: 'Storbritannien', nb: 'Storbritannia', fi: 'Iso-Britannia', sk: 'Spojené kráľovstvo', en: 'United Kingdom' },
};
const OWN_LANGUAGE: Record<PlaceCountry, LanguageCode> = { se: 'sv', no: 'nb', fi: 'fi', sk: 'sk', gb: 'en' };
const COUNTRIES = Object.keys(TOWNS) as PlaceCountry[];

interface CountryTown extends Town {
  country: PlaceCountry;
}

// Swedish ids keep the "se-" prefix they had when the sandbox knew only Sweden.
const placeId = (town: CountryTown) => `${town.country}-${slugify(town.name)}`;
const townsOf = (countries: readonly PlaceCountry[]): CountryTown[] => countries.flatMap((country) => TOWNS[country].map((town) => ({ ...town, country })));
const ALL_TOWNS = townsOf(COUNTRIES);

/** Case-insensitive search over the towns of one country, or of all: prefix matches first, then contains; at most 5. */
export function autocomplete(input: string, country?: PlaceCountry, language?: LanguageCode): PlacePrediction[] {
  const towns = country ? townsOf([country]) : ALL_TOWNS;
  const lower = (text: string) => text.toLocaleLowerCase();
  const needle = lower(input.trim());
  const prefix = towns.filter((t) => lower(t.name).startsWith(needle));
  const contains = towns.filter((t) => !prefix.includes(t) && lower(t.name).includes(needle));
  return [...prefix, ...contains].slice(0, 5).map((t) => ({
    placeId: placeId(t),
    description: `${t.name}, ${COUNTRY_NAMES[t.country][language ?? OWN_LANGUAGE[t.country]]}`,
    town: t.name,
  }));
}

/** Details of a place id, or null. */
export function placeDetails(id: string): PlaceDetails | null {
  const town = ALL_TOWNS.find((t) => placeId(t) === id);
  return town ? { placeId: id, name: town.name, latitude: town.lat, longitude: town.lng, region: town.region } : null;
}

/** GET /places/autocomplete?input=&country=&language= and GET /places/details/:placeId */
export function registerPlaces(app: FastifyInstance, isEmpty: () => boolean): void {
  app.get('/places/autocomplete', async (request, reply) => {
    const query = placeAutocompleteUpstreamQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    return { predictions: isEmpty() ? [] : autocomplete(query.data.input, query.data.country, query.data.language) };
  });
  app.get<{ Params: { placeId: string } }>('/places/details/:placeId', async (request, reply) => {
    const details = isEmpty() ? null : placeDetails(request.params.placeId);
    if (!details) return reply.code(404).send({ error: `Unknown place: ${request.params.placeId}` });
    return details;
  });
}
