// `npm run bench:table [-- results.json]`: writes the budgets (from budgets.mjs) and the figures of the last full run
// (from its results.json) into docs/performance.md, between their markers; nothing there is typed by hand.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { root } from "../launch.mjs";
import { BUDGETS, budgetText, holdsNow } from "./budgets.mjs";
import { markdownTable, readResults, RESULTS_FILE } from "./results.mjs";

const DOC = path.join(root, "docs", "performance.md");

function replaceRegion(text, name, content) {
  const pattern = new RegExp(`(<!-- bench:${name} -->\\n)[\\s\\S]*?(<!-- /bench:${name} -->)`);
  if (!pattern.test(text)) throw new Error(`docs/performance.md has no <!-- bench:${name} --> region`);
  return text.replace(pattern, (_, open, close) => `${open}\n${content}\n\n${close}`);
}

const results = readResults(process.argv[2] ?? RESULTS_FILE);
// Judged by the budgets as they are now, so the generated budgets and the verdicts never disagree.
for (const row of results.rows) row.pass = holdsNow(row);
if (!results.complete) {
  console.error(
    `${process.argv[2] ?? RESULTS_FILE} holds the parts ${results.parts.join(", ")} only: run them all first.`,
  );
  process.exit(1);
}

const budgets = Object.entries(BUDGETS)
  .map(([id, b]) => `- **${b.figure}** (\`${id}\`, a ${b.kind}): ${budgetText(id)}. ${b.reason}`)
  .join("\n");

/** The row that came closest to its budget's limit, or past it. */
function worst(rows, { at, limit }) {
  const failed = rows.find((row) => !row.pass);
  if (failed) return failed;
  const margin = (row) =>
    typeof limit === "object"
      ? Math.min(...Object.keys(limit).map((key) => row.value[key] - limit[key]))
      : at === "least"
        ? row.value - limit
        : limit - (at === "within" ? Math.abs(row.value) : row.value);
  return rows.reduce((a, b) => (margin(b) < margin(a) ? b : a));
}

const lines = Object.entries(BUDGETS).map(([id, budget]) => {
  const rows = results.rows.filter((row) => row.budget === id);
  if (rows.length === 0) return [budget.figure, "not measured", budgetText(id), "—"];
  const row = worst(rows, budget);
  const subject = row.figure.slice(budget.figure.length + 2);
  const measured = rows.length > 1 ? `${subject}: ${row.shown} (closest of ${rows.length})` : row.shown;
  const held = rows.filter((each) => each.pass).length;
  return [budget.figure, measured, budgetText(id), held === rows.length ? "held" : `FAILED ${rows.length - held}`];
});
for (const row of results.rows.filter((each) => !each.budget)) lines.push([row.figure, row.shown, "", "FAILED"]);

const { machine, seconds, stack, scale } = results;
const held = results.rows.filter((row) => row.pass).length;
const summary = [
  `${held} of ${results.rows.length} figures held in ${(seconds.total / 60).toFixed(1)} min on ${machine.cpus} cores`,
  `shared with other work (load average ${machine.loadAverage.map((n) => n.toFixed(1)).join(" at the start, ")} at`,
  `the end), Node ${machine.node}, seed scale ${scale}; the sandbox's seeding and the sync's first pass took`,
  `${Math.round((stack.seedSeconds + stack.passSeconds) / 60)} min of it. Where a budget judges several figures (pages,`,
  "routes, queries), the one closest to its limit is shown.",
].join(" ");
// Unpadded: prettier would pad every row to the widest cell, doubling the page for nothing.
const figures = `${summary}\n\n<!-- prettier-ignore -->\n${markdownTable(["Figure", "Last full run", "Budget", "Result"], lines)}`;

let doc = readFileSync(DOC, "utf8");
doc = replaceRegion(doc, "budgets", budgets);
doc = replaceRegion(doc, "results", figures);
// Laid out as `npm run lint` checks it.
writeFileSync(DOC, await prettier.format(doc, { ...(await prettier.resolveConfig(DOC)), filepath: DOC }));
console.log(
  `docs/performance.md: ${Object.keys(BUDGETS).length} budgets and the run's ${results.rows.length} figures written.`,
);
