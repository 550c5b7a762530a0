import "server-only";
import { and, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { bookLegs } from "@/lib/db/schema/book";
import type { BookSort } from "@/lib/search-params/book";
import { remainingAmount, remainingCurrency } from "./remaining-amount";

/** One key of the page's order; the leg id is the last, so no two legs tie. */
export interface KeyPart {
  expr: SQL | AnyPgColumn;
  descending: boolean;
  nullsFirst: boolean;
  /** Where unknown first-key values go so the order is its index's either way; they are read apart (`seek`). */
  nullsFirstInIndex: boolean;
}

/** The page's order or its exact reverse (one index, walked backwards): unknowns last, then the leg id. */
export function keyParts(sort: BookSort, reversed = false): KeyPart[] {
  const column = { end: bookLegs.endAt, settlement: bookLegs.settlementAt, remaining: remainingAmount }[sort.key];
  const then = sort.key === "remaining" ? remainingCurrency : bookLegs.endAt;
  const key = (expr: KeyPart["expr"], descending: boolean): KeyPart => ({
    expr,
    descending,
    nullsFirst: false,
    nullsFirstInIndex: false,
  });
  const parts = [
    key(column, sort.descending),
    ...(sort.key === "end" ? [] : [key(then, false)]),
    key(bookLegs.id, false),
  ];
  const ordered = reversed
    ? parts.map((p) => ({
        ...p,
        descending: !p.descending,
        nullsFirst: !p.nullsFirst,
        nullsFirstInIndex: !p.nullsFirst,
      }))
    : parts;
  const first = ordered[0]!;
  first.nullsFirstInIndex = sort.key === "remaining" ? first.nullsFirst : first.descending;
  return ordered;
}

/** The order of `parts`; `byRegion`: within one read of `seek`, where the first key is all known or all unknown. */
export const orderOf = (parts: KeyPart[], byRegion = false) =>
  parts.map((p, i) => {
    const nullsFirst = byRegion && i === 0 ? p.nullsFirstInIndex : p.nullsFirst;
    return sql`${p.expr} ${sql.raw(p.descending ? "desc" : "asc")} ${sql.raw(nullsFirst ? "nulls first" : "nulls last")}`;
  });

/** Legs strictly past `value` on one key, in that key's direction (unknown values where the order puts them). */
function pastOn(part: KeyPart, value: string | null): SQL {
  if (value === null) return part.nullsFirst ? sql`${part.expr} is not null` : sql`false`;
  const past = part.descending ? sql`${part.expr} < ${value}` : sql`${part.expr} > ${value}`;
  return part.nullsFirst ? past : sql`(${past} or ${part.expr} is null)`;
}
const sameOn = (part: KeyPart, value: string | null): SQL =>
  value === null ? sql`${part.expr} is null` : sql`${part.expr} = ${value}`;

/** Legs strictly after the position `values` (one per part) in the order `parts`: lexicographic, key by key. */
export function after(parts: KeyPart[], values: (string | null)[]): SQL {
  const branches = parts.map((part, k) =>
    and(...parts.slice(0, k).map((p, j) => sameOn(p, values[j]!)), pastOn(part, values[k]!))!,
  );
  return or(...branches)!;
}
