import { tableClass } from "@/components/ui/styles";
import type { MaturityBucket } from "@/lib/domain/desk-calendar";
import { formatAmount } from "@/lib/domain/format";
import { decimal, toNumber } from "@/lib/domain/money";
import { pairLabel } from "@/lib/domain/pair-totals";
import type { Ladder } from "@/lib/desk/exposure";
import { ChartPatterns, type Fill, fillOf, strokeOf } from "./chart-figure";

const WIDTH = 640;
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

/** One small chart per pair (its own currency, its own scale): the first currency's remaining amount per bucket. */
export function LadderChart({ id, ladder }: { id: string; ladder: Ladder }) {
  const { buckets } = ladder;
  const step = (WIDTH - LEFT) / buckets.length;
  const panelH = PLOT_H + 44;
  const height = ladder.pairs.length * panelH + 24;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      className="max-w-3xl"
    >
      <ChartPatterns id={id} />
      <g aria-hidden="true">
        {(
          [
            ["hatch", "Overdue"],
            ["solid", "Weeks 1–8"],
            ["light", "Months"],
            ["dots", "Later"],
          ] as const
        ).map(([fill, label], i) => (
          <g key={label}>
            <rect x={LEFT + i * 130} y={4} width={12} height={10} fill={fillOf(id, fill)} stroke={strokeOf(fill)} />
            <text x={LEFT + i * 130 + 16} y={13} className="desk-chart-text">
              {label}
            </text>
          </g>
        ))}
        {ladder.pairs.map((pair, p) => (
          <Panel
            key={`${pair.from}-${pair.to}`}
            id={id}
            pair={pair}
            buckets={buckets}
            y={24 + p * panelH}
            step={step}
          />
        ))}
      </g>
    </svg>
  );
}

function Panel({
  id,
  pair,
  buckets,
  y,
  step,
}: {
  id: string;
  pair: LadderPair;
  buckets: MaturityBucket[];
  y: number;
  step: number;
}) {
  let max = decimal(0);
  for (const cell of pair.cells.values())
    if (cell.fromAmount !== null && decimal(cell.fromAmount).gt(max)) max = decimal(cell.fromAmount);
  const top = y + 18;
  const base = top + PLOT_H;
  return (
    <g>
      <text x={LEFT} y={y + 12} className="desk-chart-label">
        {pairLabel(pair.from, pair.to)}: up to {max.gt(0) ? formatAmount(max.toString(), pair.from) : "no known amount"}
      </text>
      <line x1={LEFT} x2={WIDTH} y1={base} y2={base} stroke="#64748b" />
      {buckets.map((bucket, i) => {
        const cell = pair.cells.get(bucket.key);
        const amount = cell?.fromAmount ?? null;
        const h =
          amount !== null && max.gt(0)
            ? Math.max(decimal(amount).gt(0) ? 2 : 0, toNumber(decimal(amount).div(max)) * PLOT_H)
            : 0;
        const fill = fillFor(bucket);
        return (
          <g key={bucket.key}>
            {h > 0 && (
              <rect
                x={LEFT + i * step + 2}
                y={base - h}
                width={step - 4}
                height={h}
                fill={fillOf(id, fill)}
                stroke={strokeOf(fill)}
              />
            )}
            {cell && h === 0 && (
              // Legs there, but no known amount: a marker, so the bucket is not read as empty.
              <text x={LEFT + i * step + step / 2} y={base - 3} textAnchor="middle" className="desk-chart-text">
                ?
              </text>
            )}
            <text x={LEFT + i * step + step / 2} y={base + 13} textAnchor="middle" className="desk-chart-axis">
              {shortLabel(bucket)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The ladder's numbers: a row per bucket, per pair both sides and the number of legs. */
export function LadderTable({ ladder }: { ladder: Ladder }) {
  return (
    <table className={`${tableClass.table} rounded border border-slate-200`}>
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
