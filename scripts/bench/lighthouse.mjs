// Lighthouse 12 (desktop) on signed-in pages in Debian's chromium, off the network; scores are medians over `runs`.
//   node scripts/bench/lighthouse.mjs <baseURL> <cookie header> <path>... [--runs=3]   prints a table
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { pathToFileURL } from "node:url";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../ensure-chromium.mjs";

const CATEGORIES = { performance: "performance", accessibility: "accessibility", bestPractices: "best-practices" };
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

function scores(lhr) {
  return Object.fromEntries(Object.entries(CATEGORIES).map(([key, id]) => [key, lhr.categories[id]?.score ?? 0]));
}

function failingAudits(lhr) {
  const weighted = new Set();
  for (const id of Object.values(CATEGORIES)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) if (ref.weight > 0) weighted.add(ref.id);
  }
  return [...weighted]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.score})`)
    .sort();
}

/** A run whose trace Chrome failed to record (runtimeError) is tried again, up to twice. */
async function auditOnce(url, flags) {
  let error;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await lighthouse(url, flags, desktopConfig);
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    error = result.lhr.runtimeError;
  }
  throw new Error(`Lighthouse failed on ${url}: ${error.code}: ${error.message}`);
}

export async function runLighthouse({ baseURL, cookieHeader, pages, runs = 3 }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.values(CATEGORIES),
      extraHeaders: cookieHeader ? { Cookie: cookieHeader } : undefined,
    };
    const results = [];
    for (const { name, path } of pages) {
      const url = new URL(path, baseURL).href;
      const lhrs = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await auditOnce(url, flags);
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
          throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: is the cookie a signed-in session?`);
        }
        lhrs.push(lhr);
      }
      const all = lhrs.map(scores);
      const pick = (key) => median(all.map((score) => score[key]));
      const spreadOf = (key) => Math.max(...all.map((s) => s[key])) - Math.min(...all.map((s) => s[key]));
      const representative = lhrs[all.findIndex((score) => score.performance === pick("performance"))];
      results.push({
        name,
        path,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        failing: failingAudits(representative),
        spread: {
          performance: spreadOf("performance"),
          accessibility: spreadOf("accessibility"),
          bestPractices: spreadOf("bestPractices"),
        },
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

export function formatLighthouseTable(results) {
  const width = Math.max(...results.map((r) => r.name.length), 4);
  const lines = [`${"page".padEnd(width)}  perf  (spread)  a11y  best-pr.  failing audits`];
  for (const r of results) {
    lines.push(
      `${r.name.padEnd(width)}  ${r.performance.toFixed(2)}  (±${r.spread.performance.toFixed(2)})   ${r.accessibility.toFixed(2)}  ${r.bestPractices.toFixed(2)}      ${r.failing.join(", ") || "-"}`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith("--runs="));
  const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
  const [baseURL, cookieHeader, ...paths] = args;
  if (!baseURL || paths.length === 0) {
    console.error("usage: node scripts/bench/lighthouse.mjs <baseURL> <cookie header> <path>... [--runs=3]");
    process.exit(2);
  }
  const results = await runLighthouse({
    baseURL,
    cookieHeader,
    pages: paths.map((path) => ({ name: path, path })),
    runs,
  });
  console.log(formatLighthouseTable(results));
}
