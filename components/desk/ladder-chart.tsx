import { tableClass } from "@/components/ui/styles";
import type { MaturityBucket } from "@/lib/format/desk-calendar";
import { formatAmount } from "@/lib/format/format";
import { decimal } from "@/lib/domain/money";
import { pairLabel } from "@/lib/domain/pair-totals";
import type { Box } from "@/lib/desk/chart-paths";
import type { Ladder } from "@/lib/desk/exposure";
import { barLength, bars, CHART_WIDTH, chartPatterns, ChartSvg, chartText, type Fill, legend } from "./chart-svg";
import { drawnOnce, svg } from "./svg-markup";

const PLOT_H = 90;
const LEFT = 4;

const fillFor = (bucket: MaturityBucket): Fill =>
  bucket.key === "overdue" ? "hatch" : bucket.key.startsWith("w") ? "solid" : bucket.key === "later" ? "dots" : "light";

/** The axis label under a bar: short, the table has the full dates. */
const shortLabel = (bucket: MaturityBucket) =>
  bucket.key === "overdue"
    ? "Past"
    : bucket.key.startsWith("w")
      ? bucket.key.toUpperCase()
      : bucket.key === "later"
        ? "Later"
        : // "Sept 2027", "21 Jan–31 Jan 2027": the month is the word before the year.
          (bucket.label.split(" ").at(-2) ?? "");

type LadderPair = Ladder["pairs"][number];

const AXIS_H = 16;
const PANEL_H = PLOT_H + 30;
const FILLS: readonly Fill[] = ["hatch", "solid", "light", "dots"];

/** One small chart per pair, each in its own currency and scale, on one shared time axis. */
export function LadderChart({ id, ladder }: { id: string; ladder: Ladder }) {
  const height = panelsBottom(ladder) + AXIS_H;
  return <ChartSvg id={id} height={height} markup={drawnOnce(ladder, id, () => drawLadder(id, ladder))} />;
}

/** Below the legend and the top axis, the panels start; the bottom axis goes under the last. */
const PANELS_TOP = 24 + AXIS_H;
const panelsBottom = (ladder: Ladder) => PANELS_TOP + ladder.pairs.length * PANEL_H;

function drawLadder(id: string, ladder: Ladder) {
  const { buckets } = ladder;
  const step = (CHART_WIDTH - LEFT) / buckets.length;
  const bottom = panelsBottom(ladder);
  return svg`${chartPatterns(id)}${legend(id, { x: LEFT, y: 4, spacing: 130 }, LEGEND)}${
    ladder.pairs.length > 0 && axis(buckets, step, PANELS_TOP - 4)
  }${ladder.pairs.map((pair, p) => panel(id, pair, buckets, PANELS_TOP + p * PANEL_H, step))}${
    ladder.pairs.length > 1 && axis(buckets, step, bottom + 2)
  }`;
}

const LEGEND = [
  ["hatch", "Overdue"],
  ["solid", "Weeks 1–8"],
  ["light", "Months"],
  ["dots", "Later"],
] as const;

function axis(buckets: MaturityBucket[], step: number, y: number) {
  return buckets.map((bucket, i) =>
    chartText(Math.round(LEFT + i * step + step / 2), y, "desk-chart-axis", shortLabel(bucket), "middle"),
  );
}

function panel(id: string, pair: LadderPair, buckets: MaturityBucket[], y: number, step: number) {
  let max = decimal(0);
  for (const cell of pair.cells.values())
    if (cell.fromAmount !== null && decimal(cell.fromAmount).gt(max)) max = decimal(cell.fromAmount);
  const base = y + 18 + PLOT_H;
  const boxes = new Map<Fill, Box[]>(FILLS.map((fill) => [fill, []]));
  // Buckets with legs but no known amount: a "?" each, so the bucket is not read as empty.
  const unknown: number[] = [];
  buckets.forEach((bucket, i) => {
    const cell = pair.cells.get(bucket.key);
    const h = barLength(cell?.fromAmount ?? null, max, PLOT_H);
    if (h > 0) boxes.get(fillFor(bucket))!.push({ x: LEFT + i * step + 2, y: base - h, width: step - 4, height: h });
    else if (cell) unknown.push(Math.round(LEFT + i * step + step / 2));
  });
  const upTo = max.gt(0) ? formatAmount(max.toString(), pair.from) : "no known amount";
  return svg`${chartText(LEFT, y + 12, "desk-chart-label", `${pairLabel(pair.from, pair.to)}: up to ${upTo}`)}<line x1="${LEFT}" x2="${CHART_WIDTH}" y1="${base}" y2="${base}" stroke="#64748b"/>${FILLS.map(
    (fill) => bars(id, fill, boxes.get(fill)!),
  )}${
    // One element: an x per glyph places each "?" over its own bucket, each centred (a chunk of its own).
    unknown.length > 0 &&
    chartText(unknown.join(" "), base - 3, "desk-chart-text", "?".repeat(unknown.length), "middle")
  }`;
}

/** The ladder's numbers: a row per bucket, per pair both sides and the number of legs. */
export function LadderTable({ ladder }: { ladder: Ladder }) {
  return (
    <table className={tableClass.table}>
      <caption className="sr-only">Remaining amounts of open legs by end date, per pair</caption>
      <thead>
        <tr>
          <th scope="col">Ends</th>
          {ladder.pairs.map((pair) => (
            <th key={`${pair.from}-${pair.to}`} scope="col" className="text-right">
              {pairLabel(pair.from, pair.to)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ladder.buckets.map((bucket) => (
          <tr key={bucket.key}>
            <th scope="row" className="whitespace-nowrap">
              {bucket.label}
            </th>
            {ladder.pairs.map((pair) => {
              const cell = pair.cells.get(bucket.key);
              return (
                <td key={`${pair.from}-${pair.to}`} className="text-right tabular-nums whitespace-nowrap">
                  {cell ? (
                    <>
                      {cell.fromAmount === null ? "—" : formatAmount(cell.fromAmount, pair.from)}
                      <span className="block">
                        {cell.toAmount === null ? "—" : formatAmount(cell.toAmount, pair.to)}
                      </span>
                      <span className="block text-xs text-slate-600">
                        {cell.count} {cell.count === 1 ? "leg" : "legs"}
                        {cell.fromUnknown + cell.toUnknown > 0 ? ", some without an amount" : ""}
                      </span>
                    </>
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
