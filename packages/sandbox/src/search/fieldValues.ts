type Doc = Record<string, unknown>;

/**
 * The values of the named fields, one array per field indexed by document number (undefined where a
 * document lacks the field). Each document is read once with for-in: reading `doc[field]` field by field
 * is a megamorphic keyed lookup among a car's 90 properties, about 8 times slower over a 30,000-car index.
 */
export function readFields(docs: readonly Doc[], fields: readonly string[]): Map<string, unknown[]> {
  const slotOf = new Map(fields.map((field, slot) => [field, slot]));
  const columns = fields.map(() => new Array<unknown>(docs.length).fill(undefined));
  for (let doc = 0; doc < docs.length; doc++) {
    const record = docs[doc] as Doc;
    for (const key in record) {
      const slot = slotOf.get(key);
      if (slot !== undefined) (columns[slot] as unknown[])[doc] = record[key];
    }
  }
  return new Map(fields.map((field, slot) => [field, columns[slot] as unknown[]]));
}
