// `npm run bench:table [-- results.json]`: writes the budgets (from budgets.mjs) and the figures of the last full run
// (from its results.json) into docs/performance.md, between their markers; nothing there is typed by hand.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../launch.mjs";
import { BUDGETS, budgetText } from "./budgets.mjs";
import { cells, markdownTable, readResults, RESULTS_FILE } from "./results.mjs";

const DOC = path.join(root, "docs", "performance.md");

function replaceRegion(text, name, content) {
  const pattern = new RegExp(`(<!-- bench:${name} -->\\n)[\\s\\S]*?(\\n<!-- /bench:${name} -->)`);
  if (!pattern.test(text)) throw new Error(`docs/performance.md has no <!-- bench:${name} --> region`);
  return text.replace(pattern, (_, open, close) => `${open}${content}${close}`);
}

const results = readResults(process.argv[2] ?? RESULTS_FILE);
if (!results.complete) {
  console.error(
    `${process.argv[2] ?? RESULTS_FILE} holds the parts ${results.parts.join(", ")} only: run them all first.`,
  );
  process.exit(1);
}

const budgets = markdownTable(
  ["Budget", "Figure", "Limit", "Kind", "Why"],
  Object.entries(BUDGETS).map(([id, b]) => [`\`${id}\``, b.figure, budgetText(id), b.kind, b.reason]),
);
const { machine, seconds, stack, scale } = results;
const held = results.rows.filter((row) => row.pass).length;
const summary = [
  `${held} of ${results.rows.length} held in ${Math.round(seconds.total / 60)} min, on ${machine.cpus}`,
  `cores shared with other work (load average ${machine.loadAverage.map((n) => n.toFixed(1)).join(" at the start, ")} at`,
  `the end), Node ${machine.node}, seed scale ${scale}: the sandbox seeded in ${Math.round(stack.seedSeconds / 60)} min and`,
  `the sync's first pass took ${Math.round(stack.passSeconds / 60)} min.`,
].join(" ");
const figures = `${summary}\n\n${markdownTable(["Part", "Figure", "Measured", "Budget", "Kind", "Result"], results.rows.map(cells))}`;

let doc = readFileSync(DOC, "utf8");
doc = replaceRegion(doc, "budgets", budgets);
doc = replaceRegion(doc, "results", figures);
writeFileSync(DOC, doc);
console.log(`docs/performance.md: ${Object.keys(BUDGETS).length} budgets and ${results.rows.length} figures written.`);
