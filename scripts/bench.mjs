// `npm run bench [-- <part>…]` (docs/performance.md): speed is measured here, never in timed tests. Builds when stale,
// runs the parts asked (all by default), prints each figure beside its budget, writes .tmp/bench/results.json, and
// exits 1 when a budget fails.
import os from "node:os";
import { buildIfStale } from "./build-if-stale.mjs";
import { root } from "./launch.mjs";
import { part as book } from "./bench/book.mjs";
import { part as js } from "./bench/first-load-js.mjs";
import { part as idle } from "./bench/idle-tree.mjs";
import { part as lighthouse } from "./bench/lighthouse.mjs";
import { part as loads } from "./bench/loads.mjs";
import { metricsPart as metrics, part as pages } from "./bench/page-cost.mjs";
import { part as memory } from "./bench/plateau.mjs";
import { printTable, RESULTS_FILE, saveResults } from "./bench/results.mjs";
import { part as roundtrips } from "./bench/round-trips.mjs";
import { part as schedule } from "./bench/schedule.mjs";
import { startStack, stopStacks } from "./bench/stack.mjs";

// The schedule part restarts the large stack's app in another sync mode: it comes last.
const PARTS = [js, idle, metrics, book, pages, roundtrips, loads, memory, lighthouse, schedule];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length) {
  console.error(`No part ${unknown.join(", ")}; the parts: ${PARTS.map((part) => part.name).join(", ")}.`);
  process.exit(2);
}
const parts = asked.length ? PARTS.filter((part) => asked.includes(part.name)) : PARTS;
const port = Number(process.env.BENCH_PORT ?? 3300);
const scale = Number(process.env.BENCH_SEED_SCALE ?? 1700);
const started = Date.now();
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    console.log(`\n${signal}: stopping what the bench started…`);
    void stopStacks().finally(() => process.exit(130));
  });

const seconds = {};
async function step(name, fn) {
  const t = Date.now();
  try {
    return await fn();
  } finally {
    seconds[name] = Math.round((Date.now() - t) / 1000);
    console.log(`• ${name}: ${seconds[name]} s`);
  }
}
const failedRow = (part, what, error) => ({
  part,
  figure: what,
  shown: `error: ${error.message.split("\n")[0]}`,
  pass: false,
});
/** A part's rows, or one failed row saying why it could not measure. */
async function run(part, context) {
  try {
    return await step(part.name, () => part.run(context));
  } catch (error) {
    console.log(`  ${part.name} failed: ${error.message}`);
    return [failedRow(part.name, "the part", error)];
  }
}

buildIfStale(root, { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
const loadBefore = os.loadavg()[0];
const rows = [];
const needStack = parts.filter((each) => each.stack);
// The large sandbox seeds for minutes: the parts that need no stack run meanwhile.
const starting = needStack.length
  ? step(`sandbox at seed scale ${scale}, app, the sync's first pass`, () =>
      // Its metrics on: the book part weighs the work queue's refreshes by the app's own histograms.
      startStack({ name: "large", port, scale, env: { METRICS_PORT: String(port + 3) } }),
    )
  : null;
// Parts may start what they need beside it (the book part: a stack on the demo data).
const prepared = new Map(needStack.filter((part) => part.prepare).map((part) => [part, part.prepare({ root, port })]));
for (const promise of [starting, ...prepared.values()]) promise?.catch(() => {}); // awaited below
for (const part of parts.filter((each) => !each.stack)) rows.push(...(await run(part, { root, port: port + 5 })));
let stack;
if (starting) {
  try {
    stack = await starting;
    for (const part of needStack) rows.push(...(await run(part, { root, port, stack, prepared: prepared.get(part) })));
  } catch (error) {
    console.log(`  the stack failed: ${error.message}`);
    for (const part of needStack) rows.push(failedRow(part.name, "the stack", error));
  } finally {
    await stopStacks();
  }
}

const results = {
  parts: parts.map((part) => part.name),
  complete: parts.length === PARTS.length,
  scale,
  machine: { cpus: os.cpus().length, node: process.version, loadAverage: [loadBefore, os.loadavg()[0]] },
  seconds: { total: Math.round((Date.now() - started) / 1000), ...seconds },
  stack: stack && { seedSeconds: stack.seedSeconds, passSeconds: stack.pass.seconds },
  rows,
};
saveResults(results);
console.log("");
printTable(rows);
const failed = rows.filter((row) => !row.pass).length;
console.log(`\n${rows.length - failed} held, ${failed} failed; ${results.seconds.total} s. Results: ${RESULTS_FILE}`);
if (results.complete) console.log("npm run bench:table writes them into docs/performance.md.");
process.exit(failed > 0 ? 1 : 0);
