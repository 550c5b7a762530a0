import { hash32 } from "./hash";

/**
 * Non-v4 ids on the wire, as production sends them (`bf77890b-17e2-48a1-2013-…`: variant nibble 2).
 * The sandbox stores v4 ids, whose variant nibble is 8, 9, a or b; on the wire a chosen id shows it
 * with the top bit cleared (8→0, 9→1, a→2, b→3). The map is bijective, so an id taken from an
 * answer is mapped back when it comes in on a path or in a body. Chosen per id VALUE, so the same
 * id looks the same in every answer and field (a leg's `id`, a drawdown's `hedgeId`, `hedgeIds`).
 */

const STORED_V4 = /^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-)([89ab])([0-9a-f]{3}-[0-9a-f]{12})$/i;
const WIRE_NON_V4 = /(?<![0-9a-f-])([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-)([0-3])([0-9a-f]{3}-[0-9a-f]{12})(?![0-9a-f])/gi;

/** About one id in three is shown non-v4. */
export function showsNonV4(storedId: string): boolean {
  return STORED_V4.test(storedId) && hash32(`non-v4:${storedId.toLowerCase()}`) % 3 === 0;
}

/** The non-v4 form of a stored v4 id (any other string is returned as it is). */
export function nonV4Form(storedId: string): string {
  const m = STORED_V4.exec(storedId);
  if (!m) return storedId;
  return `${m[1]}${(parseInt(m[2]!, 16) & 0x7).toString(16)}${m[3]}`;
}

/** The id as the production profile sends it: non-v4 when showsNonV4 says so. */
export function toWireId(storedId: string): string {
  return showsNonV4(storedId) ? nonV4Form(storedId) : storedId;
}

/** The stored id of a wire id; a stored (v4) id is returned as it is. */
export function toStoredId(wireId: string): string {
  return replaceWireIds(wireId);
}

/** Every non-v4 wire id inside a text (a path, a JSON body) back in its stored form. */
export function replaceWireIds(text: string): string {
  return text.replace(WIRE_NON_V4, (_all, head: string, nibble: string, tail: string) => {
    const mapped = (parseInt(nibble, 16) | 0x8).toString(16);
    return `${head}${head === head.toLowerCase() ? mapped : mapped.toUpperCase()}${tail}`;
  });
}

/** Every stored v4 id string in a JSON value, in its wire form. */
export function withWireIds(value: unknown, form: (id: string) => string = toWireId): unknown {
  if (typeof value === "string") return STORED_V4.test(value) ? form(value) : value;
  if (Array.isArray(value)) return value.map((item) => withWireIds(item, form));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withWireIds(item, form)]));
  }
  return value;
}
