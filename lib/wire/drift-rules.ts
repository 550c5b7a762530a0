import { z } from "zod";

export type DriftRule =
  | { check: "id" } // any non-empty string is read; the contract says UUID v4
  | { check: "date" } // any string is read; the contract says YYYY-MM-DD
  | { check: "enum"; known: string[] } // any string is read; these are the values we know
  | { check: "integer" } // any number is read; the contract means a whole number
  | { check: "object"; aliases?: Record<string, string>; ignored?: string[] }
  | { check: "shown"; type: ShownType; nullable: boolean }; // display-only: any value is read, unreadable ones as null

export type ShownType = "number" | "string" | "array" | "object" | "any";

/** Read by lib/hedging/drift.ts, which reports where a body differs from the interface document. */
export const driftRules = z.registry<DriftRule>();
