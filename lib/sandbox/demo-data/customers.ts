import type { sandboxCustomers } from "@/lib/db/schema/sandbox";
import { COUNTRIES, NAME_FIRST, NAME_SECOND } from "./market";
import type { Random } from "./random";

export type CustomerInsert = typeof sandboxCustomers.$inferInsert;

/** Of every 12 customers: 8 Approved (they get hedges), 2 Pending, 2 Rejected. */
export const STATUS_CYCLE = [
  "Approved",
  "Approved",
  "Pending",
  "Approved",
  "Approved",
  "Rejected",
  "Approved",
  "Approved",
  "Approved",
  "Pending",
  "Approved",
  "Rejected",
] as const;

export const CUSTOMERS_PER_SCALE = STATUS_CYCLE.length;

export function generateCustomers(random: Random, scale: number, nowTs: number): CustomerInsert[] {
  const customers: CustomerInsert[] = [];
  const count = CUSTOMERS_PER_SCALE * scale;
  for (let i = 0; i < count; i++) {
    const country = COUNTRIES[i % COUNTRIES.length] ?? COUNTRIES[0]!;
    const round = Math.floor(i / CUSTOMERS_PER_SCALE);
    const first = NAME_FIRST[i % NAME_FIRST.length];
    const second = NAME_SECOND[(i * 5 + round) % NAME_SECOND.length];
    customers.push({
      id: random.uuid(),
      companyName: `${first} ${second} ${country.suffix}${round > 0 ? ` ${round + 1}` : ""}`,
      companyCountry: country.code,
      externalCustomerId: random.hex(24),
      status: STATUS_CYCLE[i % STATUS_CYCLE.length] ?? "Approved",
      functionalCurrency: country.currency,
      createdTs: nowTs - (count - i) * Math.max(1, Math.floor((120 * 86_400) / count)) - random.int(0, 3_600),
    });
  }
  return customers;
}
