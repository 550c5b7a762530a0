import { type SQL, sql } from "drizzle-orm";
import { type PgColumn, PgDialect } from "drizzle-orm/pg-core";
import { sandboxDualHedges as d, sandboxHedges as h } from "@/lib/db/schema/sandbox";
import type { DualHedge, Hedge } from "../schemas/resources";

/** The wire DualHedge as JSON text written by the database; concat() makes a stray NULL invalid JSON, never a gap. */

const json = {
  // Free text and enums: to_json escapes quotes and control characters.
  text: (column: PgColumn | SQL) => sql`to_json(${column})::text`,
  // uuid's text form is fixed (lowercase hex and dashes): nothing to escape.
  uuid: (column: PgColumn) => sql`'"' || ${column}::text || '"'`,
  // to_json writes a date as YYYY-MM-DD whatever the session's DateStyle.
  date: (column: PgColumn | SQL) => sql`to_json(${column})::text`,
  // Without trailing zeros, as JavaScript writes a number (-0.0370 → -0.037).
  number: (column: PgColumn) => sql`trim_scale(${column})::text`,
  integer: (column: PgColumn) => sql`${column}::text`,
  nullable: (value: SQL) => sql`coalesce(${value}, 'null')`,
};

// Keys are these constant names, never input, so they are written into the statement.
function jsonObject(fields: Record<string, SQL>): SQL {
  const parts = Object.entries(fields).map(
    ([key, value], i) => sql`${sql.raw(`'${i === 0 ? "{" : ","}"${key}":'`)}, ${value}`,
  );
  return sql`concat(${sql.join(parts, sql`, `)}, '}')`;
}

const hedgeFields = {
  id: json.uuid(h.id),
  customerId: json.uuid(h.customerId),
  status: json.text(h.status),
  transactionId: json.uuid(h.transactionId),
  externalTransactionId: json.text(h.externalTransactionId),
  fromCurrency: json.text(h.fromCurrency),
  toCurrency: json.text(h.toCurrency),
  externalCustomerId: json.text(h.externalCustomerId),
  toCurrencyAmount: json.number(h.toCurrencyAmount),
  fromCurrencyAmount: json.number(h.fromCurrencyAmount),
  fixedSide: json.text(h.fixedSide),
  initialCollateralAmount: json.number(h.initialCollateralAmount),
  quote: json.number(h.quote),
  externalMarkupPct: json.nullable(json.number(h.externalMarkupPct)),
  acceptedAtTs: json.integer(h.acceptedAtTs),
  issuedAt: json.date(h.issuedAt),
  endAt: json.date(h.endAt),
  updatedAt: json.date(h.updatedAt),
  cancelledAt: json.nullable(json.date(h.cancelledAt)),
  // As toHedge: always filled by the sandbox; the issue date is the honest fallback for old rows.
  initialCollateralReceivedAt: json.date(sql`coalesce(${h.initialCollateralReceivedAt}, ${h.issuedAt})`),
  fundsReceivedAt: json.nullable(json.date(h.fundsReceivedAt)),
  completedAt: json.nullable(json.date(h.completedAt)),
  completedAtTs: json.nullable(json.integer(h.completedAtTs)),
  overdueAt: json.date(h.overdueAt),
  settlementAt: json.date(h.settlementAt),
  settlementType: json.text(h.settlementType),
  adjustedMtmChangePct: json.number(h.adjustedMtmChangePct),
  adjustedMtmChangeTs: json.integer(h.adjustedMtmChangeTs),
  spotRate: json.number(h.spotRate),
} satisfies Record<keyof Hedge, SQL>;

const legsOfDual = sql`(select string_agg(${jsonObject(hedgeFields)}, ',' order by ${h.legIndex}) from ${h} where ${h.dualHedgeId} = ${d.id})`;

const dualHedgeFields = {
  id: json.uuid(d.id),
  issuedAt: json.date(d.issuedAt),
  customerId: json.uuid(d.customerId),
  functionalCurrency: json.text(d.functionalCurrency),
  fromCurrency: json.text(d.fromCurrency),
  toCurrency: json.text(d.toCurrency),
  rate: json.number(d.rate),
  hedges: sql`concat('[', ${legsOfDual}, ']')`,
} satisfies Record<keyof DualHedge, SQL>;

const dualHedgesArray = sql`concat('[', string_agg(${jsonObject(dualHedgeFields)}, ',' order by ${d.listPosition}), ']')`;

/** Rendered once (it has no parameters), not by drizzle on every call. */
export const dualHedgesJson = sql<string>`${sql.raw(new PgDialect().sqlToQuery(dualHedgesArray).sql)}`;
