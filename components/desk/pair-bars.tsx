import { formatAmount } from "@/lib/format/format";
import { decimal } from "@/lib/domain/money";
import { type PairTotal, pairLabel } from "@/lib/domain/pair-totals";
import type { Box } from "@/lib/desk/chart-paths";
import { barLength, bars, chartPatterns, ChartSvg, chartText, legend } from "./chart-svg";
import { drawnOnce, svg } from "./svg-markup";

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

/** Two bars per pair: its from side (solid) and its to side (hatched), each labelled with its amount; a path per side. */
export function PairBars({ id, rows }: { id: string; rows: readonly PairTotal[] }) {
  return (
    <ChartSvg id={id} height={rows.length * ROW_H + 28} markup={drawnOnce(rows, id, () => drawPairBars(id, rows))} />
  );
}

function drawPairBars(id: string, rows: readonly PairTotal[]) {
  const max = scales(rows);
  const solid: Box[] = [];
  const hatch: Box[] = [];
  const bar = (boxes: Box[], y: number, amount: string | null, currency: string | null) => {
    const w = barLength(amount, currency ? (max.get(currency) ?? null) : null, BAR_MAX);
    boxes.push({ x: LABEL_W, y, width: w, height: 16 });
    const text = amount === null ? "amount unknown" : formatAmount(amount, currency);
    return chartText(Math.round(LABEL_W + w + 6), y + 12, "desk-chart-text", text);
  };
  const labels = rows.map((row, index) => {
    const y = 24 + index * ROW_H;
    return [
      chartText(0, y + 24, "desk-chart-label", pairLabel(row.from, row.to)),
      bar(solid, y + 4, row.fromAmount, row.from),
      bar(hatch, y + 22, row.toAmount, row.to),
    ];
  });
  return svg`${chartPatterns(id)}${legend(id, { x: LABEL_W, y: 2, spacing: 200 }, LEGEND)}${bars(id, "solid", solid)}${bars(id, "hatch", hatch)}${labels}`;
}

const LEGEND = [
  ["solid", "first currency of the pair"],
  ["hatch", "second currency"],
] as const;
