import { create, insertMultiple, search } from '@orama/orama';
import { generateSeedData } from '../data/seed';
import { INDEX_SPECS } from './indexSpecs';
import { TextIndex } from './textIndex';

const cars = generateSeedData({ seed: 3, cars: 2000, now: new Date('2026-03-01T00:00:00Z') }).cars.filter((car) => car.site === 'dealergroup-se');
const texts = cars.map((car) => INDEX_SPECS.cars.text(car as unknown as Record<string, unknown>));

describe('TextIndex', () => {
  // TextIndex calls Orama's index component directly; this holds it to what search() answers, so an
  // Orama upgrade that changes either side shows here.
  it('matches and scores as Orama search() with threshold 0', async () => {
    const index = await TextIndex.build(texts);
    const db = create({ schema: { text: 'string' } as const });
    await insertMultiple(db, texts.map((text, doc) => ({ id: String(doc), text })));
    const keyphrases = ['volvo', 'VOLVO xc60', 'vol', 'bmw x', 'diesel stockholm', 'a', 'göteborg', 'goteborg', 'nosuchword', 'bmw nosuchword', '!!!', 'x1 x1', 'e'];
    for (const keyphrase of keyphrases) {
      const expected = await search(db, { term: keyphrase, properties: ['text'], threshold: 0, limit: texts.length });
      const actual = index.match(keyphrase);
      const byDoc = (pairs: [number, number][]) => pairs.sort((a, b) => a[0] - b[0]);
      expect({ keyphrase, hits: byDoc([...actual.docs].map((doc, i) => [doc, actual.scores[i] as number])) }).toEqual({
        keyphrase,
        hits: byDoc(expected.hits.map((hit) => [Number(hit.id), hit.score])),
      });
      expect(actual.set.count()).toBe(expected.count);
    }
    expect(index.match('volvo').docs.length).toBeGreaterThan(10);
  });

  it('matches nothing in an empty index', async () => {
    const index = await TextIndex.build([]);
    expect(index.match('volvo').docs.length).toBe(0);
  });
});
