import { withLegCurrencies } from "./leg-currencies";
import type { Hedge } from "@/lib/wire";
import { toDecimalString, tryDecimal } from "./money";

export type LegField =
  | "status"
  | "fromCurrencyAmount"
  | "toCurrencyAmount"
  | "initialCollateralAmount"
  | "quote"
  | "endAt"
  | "settlementAt"
  | "overdueAt"
  | "fundsReceivedAt"
  | "completedAt"
  | "cancelledAt"
  | "settlementType"
  | "updatedAt";

export type LegChangeRow = {
  field: LegField;
  label: string;
  kind: "amount" | "rate" | "date" | "text";
  before: string | null;
  after: string | null;
  changed: boolean;
  difference?: string;
  currency?: string;
};

type LegReading = Pick<Hedge, LegField | "fromCurrency" | "toCurrency">;

const FIELDS: {
  field: LegField;
  label: (leg: LegReading) => string;
  kind: LegChangeRow["kind"];
  currency?: (leg: LegReading) => string | null;
}[] = [
  { field: "status", label: () => "Status", kind: "text" },
  {
    field: "fromCurrencyAmount",
    label: (leg) => `Remaining ${leg.fromCurrency ?? "(pay currency)"}`,
    kind: "amount",
    currency: (leg) => leg.fromCurrency,
  },
  {
    field: "toCurrencyAmount",
    label: (leg) => `Remaining ${leg.toCurrency ?? "(buy currency)"}`,
    kind: "amount",
    currency: (leg) => leg.toCurrency,
  },
  {
    field: "initialCollateralAmount",
    label: (leg) => `Initial collateral ${leg.fromCurrency ?? ""}`.trim(),
    kind: "amount",
    currency: (leg) => leg.fromCurrency,
  },
  { field: "quote", label: () => "Locked rate", kind: "rate" },
  { field: "endAt", label: () => "End date", kind: "date" },
  { field: "settlementAt", label: () => "Settlement date", kind: "date" },
  { field: "overdueAt", label: () => "Overdue from", kind: "date" },
  { field: "fundsReceivedAt", label: () => "Funds received", kind: "date" },
  { field: "completedAt", label: () => "Completed", kind: "date" },
  { field: "cancelledAt", label: () => "Cancelled", kind: "date" },
  { field: "settlementType", label: () => "Settlement type", kind: "text" },
  { field: "updatedAt", label: () => "Updated", kind: "date" },
];

function asText(value: unknown, kind: LegChangeRow["kind"]): string | null {
  if (value === null || value === undefined) return null;
  if (kind === "amount" || kind === "rate") {
    const parsed = tryDecimal(value);
    return parsed ? toDecimalString(parsed) : String(value);
  }
  return String(value);
}

export function legChanges(before: LegReading, answer: LegReading): LegChangeRow[] {
  const after = withLegCurrencies(answer, before);
  return FIELDS.map(({ field, label, kind, currency }) => {
    const b = asText(before[field], kind);
    const a = asText(after[field], kind);
    const numbers = kind === "amount" || kind === "rate" ? [tryDecimal(b), tryDecimal(a)] : [];
    const [nb, na] = numbers;
    const changed = nb && na ? !nb.eq(na) : b !== a;
    const row: LegChangeRow = { field, label: label(after), kind, before: b, after: a, changed };
    if (nb && na) row.difference = toDecimalString(na.minus(nb));
    const code = currency?.(after);
    if (code) row.currency = code;
    return row;
  });
}
