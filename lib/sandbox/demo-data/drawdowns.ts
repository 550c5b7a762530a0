import type { sandboxDrawdowns } from "@/lib/db/schema/sandbox";
import { decimal, minorUnits, roundToPlaces, toDecimalString } from "@/lib/domain/money";
import { addDays, nextBusinessDay, tsOfDate } from "../clock";
import { fixedCurrencyOf, priceDrawdown } from "../logic/drawdown";
import { columnsFromValues } from "../store/drawdown-columns";
import type { HedgeRow } from "../store/rows";
import type { Random } from "./random";

export type DrawdownInsert = typeof sandboxDrawdowns.$inferInsert;

/** Past drawdowns on every third Active customer leg, priced by the live rules and applied to the leg. */
export function seedDrawdowns(
  random: Random,
  leg: HedgeRow,
  index: number,
  today: string,
  nowTs: number,
): DrawdownInsert[] {
  const span = Math.round((tsOfDate(today) - tsOfDate(leg.issuedAt)) / 86_400);
  if (index % 3 !== 0 || span < 3) return [];
  const count = 1 + (Math.floor(index / 3) % 3);
  const days = Array.from({ length: count }, () => addDays(leg.issuedAt, random.int(1, span - 1))).sort();
  if (index % 6 === 0) days[days.length - 1] = today; // one still settling: InProcess
  const rows: DrawdownInsert[] = [];
  for (const [n, day] of days.entries()) {
    const side = leg.fixedSide as "fromCurrencyAmount" | "toCurrencyAmount";
    const share = random.between(0.05, 0.15).toFixed(4);
    const amount = toDecimalString(
      roundToPlaces(decimal(leg[side]).times(share), Math.min(2, minorUnits(fixedCurrencyOf(leg)))),
    );
    const priced = priceDrawdown(leg, { [side]: amount }, day);
    if (!priced.ok) continue;
    const v = priced.values;
    const createdTs = Math.min(tsOfDate(day) + random.int(9 * 3600, 17 * 3600), nowTs - 60);
    rows.push({
      id: random.uuid(),
      hedgeId: leg.id,
      fromCurrency: leg.fromCurrency,
      toCurrency: leg.toCurrency,
      ...columnsFromValues(v),
      createdTs,
      proposalId: null,
      // Funds never arrived for the first drawdown of every ninth: it stays Overdue.
      pinnedStatus: n === 0 && index % 9 === 0 && nextBusinessDay(day) < today ? "Overdue" : null,
    });
    leg.fromCurrencyAmount = v.after.fromCurrencyAmount;
    leg.toCurrencyAmount = v.after.toCurrencyAmount;
    leg.collateralAmount = v.after.collateralAmount;
    leg.updatedAt = day;
  }
  return rows;
}
