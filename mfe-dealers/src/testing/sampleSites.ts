import type { SiteCard } from '@showroom/contracts';

/** Dealer sites as the sites index returns them for the card fields (the sandbox's shape). */
const TOWNS: [string, string, string][] = [
  ['Göteborg', '411 04', 'Mölndalsvägen 12'],
  ['Malmö', '211 20', 'Storgatan 29'],
  ['Stockholm', '111 22', 'Sveavägen 5'],
  ['Uppsala', '753 20', 'Kungsgatan 40'],
  ['Borås', '503 38', 'Industrigatan 3'],
  ['Örebro', '702 10', 'Drottninggatan 17'],
  ['Linköping', '582 24', 'Motorvägen 14'],
  ['Västerås', '722 15', 'Stora Gatan 8'],
  ['Jönköping', '553 18', 'Bangårdsgatan 2'],
];

const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

function sampleSite(city: string, zip: string, street: string, n: number, name = `Dealergroup ${city}`): SiteCard {
  return {
    site_id: String(2020 + n),
    slug: plain(name).replace(/\s+/g, '-'),
    site_official_name: name,
    site_street: street,
    site_zip: zip,
    site_city: city,
    site_phone: `+46 31-${100 + n} 45 67`,
    site_email: `${plain(name.replace(/^Dealergroup /, '')).replace(/\s+/g, '-')}@dealergroup.example.se`,
    site_primary_image: { thumbnail_url: `/-/media/sites/${2020 + n}/1.svg`, blur_data_url: 'data:image/svg+xml;base64,PHN2Zz4=' },
  };
}

/** Up to nine sites, one per town. */
export function sampleSites(count: number): SiteCard[] {
  return TOWNS.slice(0, count).map(([city, zip, street], n) => sampleSite(city, zip, street, n));
}

/** `count` sites for paging: the nine towns, then numbered branches in them ("Dealergroup Malmö 11"). */
export function manySites(count: number): SiteCard[] {
  return Array.from({ length: count }, (_, n) => {
    const [city, zip, street] = TOWNS[n % TOWNS.length]!;
    return sampleSite(city, zip, street, n, n < TOWNS.length ? undefined : `Dealergroup ${city} ${n + 1}`);
  });
}
