import { formatRate } from "./format";
import { EMPTY } from "./format-text";

// `adjustedMtmChangePct` read as a percentage as sent (docs/interface.md, "Legs"): the one place that reading lives.

export const MTM_READING =
  "Read as a percentage as sent: 1.5 means 1.5 %, not 150 %. The service does not state its unit.";

/** "1.5 %" or "—". */
export function formatMtmChange(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  return `${formatRate(value)} %`;
}
