// The run's results: written as JSON (the artefact the docs' table is generated from), printed as a table.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../launch.mjs";
import { BUDGETS, budgetText } from "./budgets.mjs";

export const RESULTS_FILE = path.join(root, ".tmp", "bench", "results.json");

export function saveResults(results, file = RESULTS_FILE) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

export const readResults = (file = RESULTS_FILE) => JSON.parse(readFileSync(file, "utf8"));

/** Cells per row: part, figure, measured, budget, kind, verdict. */
export const cells = (row) => [
  row.part,
  row.figure,
  row.shown,
  row.budget ? budgetText(row.budget) : "",
  row.budget ? BUDGETS[row.budget].kind : "",
  row.pass ? "held" : "FAILED",
];

const HEADINGS = ["Part", "Figure", "Measured", "Budget", "Kind", "Result"];

export function printTable(rows) {
  const lines = [HEADINGS, ...rows.map(cells)];
  const widths = HEADINGS.map((_, i) => Math.max(...lines.map((line) => String(line[i]).length)));
  for (const [n, line] of lines.entries()) {
    console.log(line.map((cell, i) => String(cell).padEnd(widths[i])).join(" | "));
    if (n === 0) console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  }
}

const escape = (text) => String(text).replaceAll("|", "\\|");
export const markdownTable = (headings, lines) =>
  [headings, headings.map(() => "---"), ...lines].map((line) => `| ${line.map(escape).join(" | ")} |`).join("\n");
