import { hash32 } from "./hash";

/** Non-v4 wire ids as production sends them: the stored variant nibble with its top bit cleared (bijective), chosen per id value so an id looks the same everywhere. */

const STORED_V4 = /^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-)([89ab])([0-9a-f]{3}-[0-9a-f]{12})$/i;
const WIRE_NON_V4 =
  /(?<![0-9a-f-])([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-)([0-3])([0-9a-f]{3}-[0-9a-f]{12})(?![0-9a-f])/gi;

/** About one id in three is shown non-v4. */
export function showsNonV4(storedId: string): boolean {
  return STORED_V4.test(storedId) && hash32(`non-v4:${storedId.toLowerCase()}`) % 3 === 0;
}

export function nonV4Form(storedId: string): string {
  const m = STORED_V4.exec(storedId);
  if (!m) return storedId;
  return `${m[1]}${(parseInt(m[2]!, 16) & 0x7).toString(16)}${m[3]}`;
}

export function toWireId(storedId: string): string {
  return showsNonV4(storedId) ? nonV4Form(storedId) : storedId;
}

export function toStoredId(wireId: string): string {
  return replaceWireIds(wireId);
}

export function replaceWireIds(text: string): string {
  return text.replace(WIRE_NON_V4, (_all, head: string, nibble: string, tail: string) => {
    const mapped = (parseInt(nibble, 16) | 0x8).toString(16);
    return `${head}${head === head.toLowerCase() ? mapped : mapped.toUpperCase()}${tail}`;
  });
}

export function withWireIds(value: unknown, form: (id: string) => string = toWireId): unknown {
  if (typeof value === "string") return STORED_V4.test(value) ? form(value) : value;
  if (Array.isArray(value)) return value.map((item) => withWireIds(item, form));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withWireIds(item, form)]));
  }
  return value;
}
