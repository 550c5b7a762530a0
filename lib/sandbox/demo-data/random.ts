/** Seeded PRNG (mulberry32): the same SANDBOX_SEED gives the same demo data on every machine; not for secrets. */
export type Random = {
  next(): number;
  int(min: number, max: number): number;
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  uuid(): string;
  hex(length: number): string;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const byte = () => int(0, 255);
  const hexByte = (value: number) => value.toString(16).padStart(2, "0");
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    // Version 4 layout (version nibble 4, variant 10xx), like crypto.randomUUID().
    uuid: () => {
      const bytes = Array.from({ length: 16 }, byte);
      bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
      bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
      const h = bytes.map(hexByte).join("");
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
    hex: (length) => Array.from({ length }, () => int(0, 15).toString(16)).join(""),
  };
}
