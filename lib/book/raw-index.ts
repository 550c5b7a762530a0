import { isExactObject, parseExact, type ExactJson } from "./exact-json";
import type { RawObject } from "./fields";

/** The objects of a kept body by id: `listKey` names the array (customers, dualHedges, conversions), or none for one object. */
export function rawById(body: string | undefined, listKey?: string): Map<string, RawObject> {
  const byId = new Map<string, RawObject>();
  if (body === undefined) return byId;
  let parsed: ExactJson;
  try {
    parsed = parseExact(body);
  } catch {
    return byId; // the client already read it; without the exact text the rows fall back to what was read
  }
  const list = listKey === undefined ? [parsed] : isExactObject(parsed) ? parsed[listKey] : undefined;
  if (!Array.isArray(list)) return byId;
  for (const item of list) {
    if (isExactObject(item) && typeof item.id === "string" && !byId.has(item.id)) byId.set(item.id, item);
  }
  return byId;
}

export function rawLegsById(rawDualHedge: RawObject): Map<string, RawObject> {
  const byId = new Map<string, RawObject>();
  const legs = rawDualHedge?.hedges;
  if (!Array.isArray(legs)) return byId;
  for (const leg of legs) if (isExactObject(leg) && typeof leg.id === "string") byId.set(leg.id, leg);
  return byId;
}
