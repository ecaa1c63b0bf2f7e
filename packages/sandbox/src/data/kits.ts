import type { DealerSite, Kit } from '@showroom/contracts';
import { blurDataUrl, mediaPath } from '../media/paths';
import { createRandom } from '../random';

const CATEGORIES: readonly { category: string; subs: readonly string[]; items: readonly string[] }[] = [
  { category: 'Hjul och däck', subs: ['Vinterhjul', 'Sommarhjul', 'Fälgar'], items: ['Kompletta vinterhjul 17"', 'Kompletta sommarhjul 18"', 'Lättmetallfälg 19"', 'Friktionsdäck 16"'] },
  { category: 'Transport', subs: ['Takbox', 'Cykelhållare', 'Dragkrok'], items: ['Takbox 420 l', 'Cykelhållare för dragkrok', 'Avtagbar dragkrok', 'Lasthållare'] },
  { category: 'Interiör', subs: ['Mattor', 'Skydd', 'Förvaring'], items: ['Gummimattor', 'Textilmattor', 'Lastrumsmatta', 'Hundgrind'] },
  { category: 'Exteriör', subs: ['Stänkskydd', 'Lister', 'Belysning'], items: ['Stänkskydd fram', 'Krompaket', 'LED-dimljus', 'Lackskyddsfilm'] },
  { category: 'Elektronik', subs: ['Laddning', 'Kameror', 'Multimedia'], items: ['Laddbox 11 kW', 'Laddkabel typ 2', 'Backkamera', 'Bakre underhållningsskärm'] },
];
const MODELS = ['XC60', 'XC40', 'V60', 'Golf', 'Tiguan', 'ID.4', 'RAV4', 'Kuga', 'Sportage', 'EV6', 'X3', 'GLC'];

/** Kits, mostly for dealergroup-se; about one in six has no currency (consumers default to EUR). */
export function generateKits(seed: number, dealerSites: readonly DealerSite[], count = 320): Kit[] {
  const random = createRandom(seed ^ 0x6b175);
  const seSites = dealerSites.filter((s) => s.site === 'dealergroup-se');
  const noSites = dealerSites.filter((s) => s.site === 'dealergroup-no');
  return Array.from({ length: count }, (_, i) => {
    const norwegian = i % 10 === 9;
    const site = random.pick(norwegian ? noSites : seSites);
    const group = random.pick(CATEGORIES);
    const item = random.pick(group.items);
    const model = random.pick(MODELS);
    const kitId = String(50_001 + i);
    const price = Math.round(random.int(500, 30_000) / 10) * 10;
    const kit: Kit = {
      kitId,
      catalogueId: `CAT-${random.int(1, 12)}`,
      kitCode: `K${kitId}`,
      name: `${item} ${model}`,
      description: `${item} anpassad för ${model}. Monteras av vår verkstad.`,
      status: random.chance(0.9) ? 'Active' : 'Campaign',
      images: [mediaPath('kits', kitId, 1), mediaPath('kits', kitId, 2)],
      retailPrice: price,
      kitcategory: group.category,
      kitsubcategory: random.pick(group.subs),
      partsubsubcategory: model,
      parts: Array.from({ length: random.int(1, 4) }, (_, p) => ({ partNumber: `P${kitId}-${p + 1}`, name: `${item} del ${p + 1}`, quantity: random.int(1, 4) })),
      action: random.chance(0.2) ? 'Kampanj' : 'Köp',
      site: norwegian ? 'dealergroup-no' : 'dealergroup-se',
      site_primary_image: { thumbnail_url: site.site_image_url ?? mediaPath('sites', site.site_id, 1), blur_data_url: blurDataUrl('#5b6770') },
      site_official_name: site.site_official_name,
    };
    if (random.chance(0.82)) kit.currency = norwegian ? 'NOK' : 'SEK';
    return kit;
  });
}
