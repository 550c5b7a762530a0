import { formatAmount } from "@/lib/domain/format";
import { decimal } from "@/lib/domain/money";
import { type PairTotal, pairLabel } from "@/lib/domain/pair-totals";
import type { Fill } from "./chart-figure";
import { Bar, barLength, ChartSvg, Legend } from "./chart-svg";

const LABEL_W = 92;
const BAR_MAX = 300;
const ROW_H = 46;

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

/** Two bars per pair: its from side (solid) and its to side (hatched), each labelled with its amount. */
export function PairBars({ id, rows }: { id: string; rows: readonly PairTotal[] }) {
  const max = scales(rows);
  const bar = (y: number, amount: string | null, currency: string | null, fill: Fill) => {
    const w = barLength(amount, currency ? (max.get(currency) ?? null) : null, BAR_MAX);
    return (
      <g>
        <Bar id={id} fill={fill} x={LABEL_W} y={y} width={w} height={16} />
        <text x={LABEL_W + w + 6} y={y + 12} className="desk-chart-text">
          {amount === null ? "amount unknown" : formatAmount(amount, currency)}
        </text>
      </g>
    );
  };
  return (
    <ChartSvg id={id} height={rows.length * ROW_H + 28}>
      <Legend id={id} x={LABEL_W} y={2} spacing={200} items={LEGEND} />
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
    </ChartSvg>
  );
}

const LEGEND = [
  ["solid", "first currency of the pair"],
  ["hatch", "second currency"],
] as const;
