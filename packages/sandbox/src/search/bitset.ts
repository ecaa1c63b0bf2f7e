/**
 * A set of document numbers 0..size-1, one bit each. A site's largest index (30,000 cars at 100,000)
 * fits in under 1,000 words, so intersecting two sets costs less than looking up a few hundred Map keys.
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  /** Every number below size. */
  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const spare = size & 31;
    // The last word's high bits lie past size; left set they would be counted and iterated.
    if (spare) set.words[set.words.length - 1] = (1 << spare) - 1;
    return set;
  }

  /** The set holding the given numbers. */
  static of(size: number, members: ArrayLike<number>): Bitset {
    const set = new Bitset(size);
    set.addAll(members);
    return set;
  }

  /** Adds one number. */
  add(member: number): void {
    this.words[member >>> 5]! |= 1 << (member & 31);
  }

  /** Adds every number in the list. */
  addAll(members: ArrayLike<number>): void {
    const words = this.words;
    for (let i = 0; i < members.length; i++) {
      const member = members[i]!;
      words[member >>> 5]! |= 1 << (member & 31);
    }
  }

  /** Whether the number is in the set. */
  has(member: number): boolean {
    return (this.words[member >>> 5]! & (1 << (member & 31))) !== 0;
  }

  /** A copy that can be changed without changing this one. */
  clone(): Bitset {
    const copy = new Bitset(this.size);
    copy.words.set(this.words);
    return copy;
  }

  /** Keeps only the numbers also in other (in place); returns this. */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
    return this;
  }

  /** Adds the numbers of other (in place); returns this. */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! |= b[i]!;
    return this;
  }

  /** Removes the numbers of other (in place); returns this. */
  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= ~b[i]!;
    return this;
  }

  /** How many numbers the set holds. */
  count(): number {
    let total = 0;
    const words = this.words;
    for (let i = 0; i < words.length; i++) total += popcount(words[i]!);
    return total;
  }

  /** The members in ascending order. */
  toArray(): Uint32Array {
    const out = new Uint32Array(this.count());
    let n = 0;
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      const base = i << 5;
      while (word !== 0) {
        const lowest = word & -word;
        out[n++] = base + 31 - Math.clz32(lowest);
        word ^= lowest;
      }
    }
    return out;
  }

  /**
   * Up to `limit` members, skipping the first `skip` in ascending order. Whole words are skipped by
   * their counts, so a deep page costs a pass over the words, not over the members before it.
   */
  slice(skip: number, limit: number): number[] {
    const out: number[] = [];
    if (limit <= 0) return out;
    let toSkip = skip;
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      if (word === 0) continue;
      if (toSkip > 0) {
        const bits = popcount(word);
        if (bits <= toSkip) {
          toSkip -= bits;
          continue;
        }
        for (; toSkip > 0; toSkip--) word &= word - 1;
      }
      const base = i << 5;
      while (word !== 0) {
        const lowest = word & -word;
        out.push(base + 31 - Math.clz32(lowest));
        if (out.length === limit) return out;
        word ^= lowest;
      }
    }
    return out;
  }
}

/** Number of set bits in a 32-bit word. */
export function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
