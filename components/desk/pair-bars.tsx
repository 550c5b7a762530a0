import { formatAmount } from "@/lib/domain/format";
import { decimal, toNumber } from "@/lib/domain/money";
import { type PairTotal, pairLabel } from "@/lib/domain/pair-totals";
import { ChartPatterns, type Fill, fillOf, strokeOf } from "./chart-figure";

const LABEL_W = 92;
const BAR_MAX = 300;
const ROW_H = 46;
const WIDTH = 640;

/** Per currency, the largest amount among the rows: bars of one currency share a scale, currencies are never compared. */
function scales(rows: readonly PairTotal[]): Map<string, string> {
  const max = new Map<string, string>();
  const see = (currency: string | null, amount: string | null) => {
    if (!currency || amount === null) return;
    const seen = max.get(currency);
    if (seen === undefined || decimal(amount).gt(seen)) max.set(currency, amount);
  };
  for (const row of rows) {
    see(row.from, row.fromAmount);
    see(row.to, row.toAmount);
  }
  return max;
}

function width(amount: string | null, currency: string | null, max: Map<string, string>): number {
  if (amount === null || !currency) return 0;
  const top = max.get(currency);
  if (!top || decimal(top).lte(0)) return 0;
  // Pixels, not money: the float only places the bar's end.
  return Math.max(decimal(amount).gt(0) ? 2 : 0, toNumber(decimal(amount).div(top)) * BAR_MAX);
}

/** Two bars per pair: its from side (solid) and its to side (hatched), each labelled with its amount. */
export function PairBars({ id, rows }: { id: string; rows: readonly PairTotal[] }) {
  const max = scales(rows);
  const height = rows.length * ROW_H + 28;
  const bar = (y: number, amount: string | null, currency: string | null, fill: Fill) => {
    const w = width(amount, currency, max);
    return (
      <g>
        <rect x={LABEL_W} y={y} width={w} height={16} fill={fillOf(id, fill)} stroke={strokeOf(fill)} strokeWidth={1} />
        <text x={LABEL_W + w + 6} y={y + 12} className="desk-chart-text">
          {amount === null ? "amount unknown" : formatAmount(amount, currency)}
        </text>
      </g>
    );
  };
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      // Text stays near its drawn size: a wider page does not blow the chart up.
      className="max-w-3xl"
    >
      <ChartPatterns id={id} />
      <g aria-hidden="true">
        <rect x={LABEL_W} y={2} width={12} height={10} fill={fillOf(id, "solid")} />
        <text x={LABEL_W + 16} y={11} className="desk-chart-text">
          first currency of the pair
        </text>
        <rect x={LABEL_W + 200} y={2} width={12} height={10} fill={fillOf(id, "hatch")} stroke={strokeOf("hatch")} />
        <text x={LABEL_W + 216} y={11} className="desk-chart-text">
          second currency
        </text>
        {rows.map((row, index) => {
          const y = 24 + index * ROW_H;
          return (
            <g key={`${row.from}-${row.to}`}>
              <text x={0} y={y + 24} className="desk-chart-label">
                {pairLabel(row.from, row.to)}
              </text>
              {bar(y + 4, row.fromAmount, row.from, "solid")}
              {bar(y + 22, row.toAmount, row.to, "hatch")}
            </g>
          );
        })}
      </g>
    </svg>
  );
}
