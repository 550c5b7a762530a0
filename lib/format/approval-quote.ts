import { formatAmount, formatDate, formatRate } from "./format";

// Isomorphic: the quote kept with a request (what its requester saw) and the approver's fresh one, line by line.

type Num = number | string | null | undefined;
type Snapshot = { fromCurrencyAmount?: Num; toCurrencyAmount?: Num; quote?: Num; collateralAmount?: Num } | null;
type Proposal = {
  fromCurrency?: string | null;
  toCurrency?: string | null;
  fromCurrencyAmount?: Num;
  toCurrencyAmount?: Num;
  quote?: Num;
  collateralAmountReleased?: Num;
  endAt?: string | null;
  settlementAt?: string | null;
  beforeHedgeState?: Snapshot;
  afterHedgeState?: Snapshot;
};
/** As kept on the request (lib/mutations/quote-*.ts): a drawdown's proposal and side, or an early settlement's and the leg's terms. */
export type KeptQuote = {
  proposal?: Proposal;
  fixedSide?: string | null;
  leg?: { fromCurrency?: string | null; toCurrency?: string | null; quote?: Num };
} | null;

export type QuoteLine = { key: string; label: string; requested: string; fresh: string; changed: boolean };

type Currencies = { fromCurrency: string | null; toCurrency: string | null };

/** Each line formatted as staff read it; a line differs when its text differs (so a rounding nobody sees is not a change). */
export function compareQuotes(
  action: "acceptDrawdown" | "acceptEarlySettlement",
  requested: KeptQuote,
  fresh: KeptQuote | null,
  leg: Currencies,
): QuoteLine[] {
  const currencies = (quote: KeptQuote): Currencies => ({
    fromCurrency: quote?.proposal?.fromCurrency ?? quote?.leg?.fromCurrency ?? leg.fromCurrency,
    toCurrency: quote?.proposal?.toCurrency ?? quote?.leg?.toCurrency ?? leg.toCurrency,
  });
  const from = currencies(requested).fromCurrency;
  const to = currencies(requested).toCurrency;
  type Read = (quote: KeptQuote, c: Currencies) => string;
  const lines: [string, string, Read][] = [
    [
      "from",
      `Amount in ${from ?? "the first currency"}`,
      (q, c) => formatAmount(q?.proposal?.fromCurrencyAmount ?? null, c.fromCurrency),
    ],
    [
      "to",
      `Amount in ${to ?? "the second currency"}`,
      (q, c) => formatAmount(q?.proposal?.toCurrencyAmount ?? null, c.toCurrency),
    ],
    ["rate", "Rate", (q) => formatRate(q?.proposal?.quote ?? null)],
  ];
  if (action === "acceptEarlySettlement") {
    lines.push(["locked", "Locked rate of the leg", (q) => formatRate(q?.leg?.quote ?? null)]);
  } else {
    lines.push(
      [
        "collateral",
        "Collateral released",
        (q, c) => formatAmount(q?.proposal?.collateralAmountReleased ?? null, c.fromCurrency),
      ],
      ["end", "Executes on (end date)", (q) => formatDate(q?.proposal?.endAt ?? null)],
      ["settlement", "Settles on", (q) => formatDate(q?.proposal?.settlementAt ?? null)],
    );
    for (const [state, word] of [
      ["beforeHedgeState", "Before"],
      ["afterHedgeState", "After"],
    ] as const)
      lines.push(
        [
          `${state}-from`,
          `${word}: hedge in ${from ?? "the first currency"}`,
          (q, c) => formatAmount(q?.proposal?.[state]?.fromCurrencyAmount ?? null, c.fromCurrency),
        ],
        [
          `${state}-to`,
          `${word}: hedge in ${to ?? "the second currency"}`,
          (q, c) => formatAmount(q?.proposal?.[state]?.toCurrencyAmount ?? null, c.toCurrency),
        ],
        [
          `${state}-collateral`,
          `${word}: collateral`,
          (q, c) => formatAmount(q?.proposal?.[state]?.collateralAmount ?? null, c.fromCurrency),
        ],
      );
  }
  return lines.map(([key, label, read]) => {
    const requestedText = read(requested, currencies(requested));
    const freshText = fresh ? read(fresh, currencies(fresh)) : "";
    return {
      key,
      label,
      requested: requestedText,
      fresh: freshText,
      changed: fresh !== null && freshText !== requestedText,
    };
  });
}

/** "Rate and Amount in USD differ from the requested quote." in words, so the change is never told by colour alone. */
export function differenceSummary(lines: readonly QuoteLine[]): string {
  const changed = lines.filter((line) => line.changed).map((line) => line.label);
  if (changed.length === 0) return "The fresh quote is the same as the requested one on every line.";
  const list = changed.length === 1 ? changed[0] : `${changed.slice(0, -1).join(", ")} and ${changed.at(-1)}`;
  return `Differs from the requested quote: ${list}.`;
}
