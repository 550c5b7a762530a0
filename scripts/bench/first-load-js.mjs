// First-load JS per route, gzip level 9 (1 kB = 1000 B): what Next's old "First Load JS" column summed, which Next 16 no longer prints.
//   node scripts/bench/first-load-js.mjs [root]     prints a table; exits 1 when a budget is exceeded
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

export const KB = 1000;
const LIST_BUDGET = 150 * KB;
const FLOW_BUDGET = 180 * KB;
const LEG = "/customers/[customerId]/dual-hedges/[dualHedgeId]/hedges/[hedgeId]";

/** List pages 150 kB, pages of a flow (a form that acts) 180 kB; others none. */
export const BUDGETS = {
  "/": LIST_BUDGET, // the desk: server-drawn SVG charts, no JavaScript of its own
  "/customers": LIST_BUDGET,
  "/customers/[customerId]/dual-hedges": LIST_BUDGET,
  "/conversions": LIST_BUDGET,
  "/audit": LIST_BUDGET,
  "/staff": LIST_BUDGET,
  "/customers/[customerId]/dual-hedges/[dualHedgeId]": FLOW_BUDGET,
  [`${LEG}/drawdown`]: FLOW_BUDGET,
  [`${LEG}/drawdowns/[drawdownId]`]: FLOW_BUDGET,
  [`${LEG}/early-settlement`]: FLOW_BUDGET,
  "/conversions/[conversionId]": FLOW_BUDGET,
};

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** The manifest is a script that assigns globalThis.__RSC_MANIFEST[entry]; run it in a sandbox. */
function entryJsFiles(nextDir, entry) {
  const file = path.join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`);
  if (!existsSync(file))
    throw new Error(`No client reference manifest for ${entry} (${file}): is this a Next 16 production build?`);
  const context = vm.createContext({});
  vm.runInContext("globalThis.self = globalThis;", context);
  vm.runInContext(readFileSync(file, "utf8"), context, { filename: file });
  const manifest = context.__RSC_MANIFEST?.[entry];
  if (!manifest?.entryJSFiles) throw new Error(`${file} has no entryJSFiles for ${entry}`);
  return Object.values(manifest.entryJSFiles).flat();
}

/** @returns {Promise<Array<{ route: string, gzipBytes: number, budgetBytes: number | null }>>} */
export async function measureFirstLoadJs(root = process.cwd()) {
  const nextDir = path.join(root, ".next");
  if (!existsSync(path.join(nextDir, "build-manifest.json")))
    throw new Error(`No production build in ${nextDir}: run \`next build\` first.`);
  const { rootMainFiles } = readJson(path.join(nextDir, "build-manifest.json"));
  const routes = readJson(path.join(nextDir, "app-path-routes-manifest.json"));
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };

  const rows = [];
  for (const [entry, route] of Object.entries(routes)) {
    if (!entry.endsWith("/page")) continue; // route handlers ship no JavaScript
    const files = new Set(
      [...rootMainFiles, ...entryJsFiles(nextDir, entry)].map((file) => file.replace(/^\/?(_next\/)?/, "")),
    );
    let gzipBytes = 0;
    for (const file of files) gzipBytes += sizeOf(file);
    rows.push({ route, gzipBytes, budgetBytes: BUDGETS[route] ?? null });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

const kb = (bytes) => (bytes / KB).toFixed(1);

export function formatFirstLoadTable(rows) {
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  const lines = [`${"route".padEnd(width)}  first-load JS (gzip)  budget     `];
  for (const { route, gzipBytes, budgetBytes } of rows) {
    const verdict = budgetBytes === null ? "" : gzipBytes <= budgetBytes ? "ok" : "OVER";
    const budget = budgetBytes === null ? "-" : `${kb(budgetBytes)} kB`;
    lines.push(`${route.padEnd(width)}  ${`${kb(gzipBytes)} kB`.padStart(20)}  ${budget.padStart(9)}  ${verdict}`);
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", ".."));
  const rows = await measureFirstLoadJs(root);
  console.log(formatFirstLoadTable(rows));
  console.log("\n1 kB = 1000 bytes; gzip level 9; root main files + the route's entry chunks, each once.");
  process.exitCode = rows.some((row) => row.budgetBytes !== null && row.gzipBytes > row.budgetBytes) ? 1 : 0;
}
