// First-load JavaScript per page, gzip level 9 (1 kB = 1000 B): the root main files and the route's entry chunks, each
// counted once, as Next's old "First Load JS" column summed them.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { JS_ROUTES, judged } from "./budgets.mjs";
import { fmt } from "./measure.mjs";

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

async function measure(root) {
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
    const kB = gzipBytes / 1000;
    if (JS_ROUTES[route]) rows.push(judged("js", JS_ROUTES[route], kB, `${fmt(kB)} kB`, { subject: route }));
  }
  const missing = Object.keys(JS_ROUTES).filter((route) => !rows.some((row) => row.figure.endsWith(`: ${route}`)));
  if (missing.length) throw new Error(`routes with a budget but no page in the build: ${missing.join(", ")}`);
  return rows.sort((a, b) => a.figure.localeCompare(b.figure));
}

export const part = { name: "js", run: ({ root }) => measure(root) };
