// Lighthouse 12 (desktop) on signed-in pages in Debian's chromium, off the network; scores are medians over `runs`.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../ensure-chromium.mjs";
import { judged } from "./budgets.mjs";
import { median } from "./measure.mjs";

const CATEGORIES = { performance: "performance", accessibility: "accessibility", bestPractices: "best-practices" };
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

function scores(lhr) {
  return Object.fromEntries(Object.entries(CATEGORIES).map(([key, id]) => [key, lhr.categories[id]?.score ?? 0]));
}

function failingAudits(lhr) {
  const refs = Object.values(CATEGORIES).flatMap((id) => lhr.categories[id]?.auditRefs ?? []);
  return [...new Set(refs.filter((ref) => ref.weight > 0).map((ref) => ref.id))]
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

async function measure({ stack, runs = 3 }) {
  const { url: baseURL, cookie, customer, dual } = stack;
  const pages = [
    { name: "desk at 100k", path: "/" },
    { name: "book at 100k", path: "/book" },
    { name: "dual hedge", path: `/customers/${customer.id}/dual-hedges/${dual.id}` },
  ];
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
      extraHeaders: { Cookie: cookie },
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
      const scored = Object.fromEntries(Object.keys(CATEGORIES).map((key) => [key, median(all.map((s) => s[key]))]));
      const failing = failingAudits(lhrs[all.findIndex((score) => score.performance === scored.performance)]);
      const shown = `${Object.values(scored)
        .map((n) => n.toFixed(2))
        .join(" / ")}${failing.length ? `; below 1: ${failing.slice(0, 3).join(", ")}` : ""}`;
      results.push(judged("lighthouse", "lighthouse", scored, shown, { subject: name }));
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

export const part = { name: "lighthouse", stack: true, run: measure };
