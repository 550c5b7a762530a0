import { formatRate } from "./format";
import { EMPTY } from "./format-text";

// The service does not say the unit of `adjustedMtmChangePct` (docs/interface.md, "Legs").
// Hedge Desk reads it as a percentage as sent: 1.5 means 1.5 %, 0.02 means 0.02 % (not 2 %).
// This file is the one place that reading lives: the leg card, the desk and its threshold all use it.

export const MTM_READING =
  "Read as a percentage as sent: 1.5 means 1.5 %, not 150 %. The service does not state its unit.";

/** "1.5 %" or "—". */
export function formatMtmChange(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  return `${formatRate(value)} %`;
}
