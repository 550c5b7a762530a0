import { LARGE_SANDBOX_MIN_DUAL_HEDGES, SANDBOX_SCALE_RATIO_BUDGET } from "./sandbox-queries.mjs";
import { BOOK_SCALE_RATIO_BUDGET } from "./book.mjs";
import { fmt } from "./stats.mjs";
import { TWO_CORES_APP_CPU_BUDGET, TWO_CORES_SHARE_OF_CEILING_BUDGET } from "./two-cores.mjs";

const cpuText = (cpu) =>
  cpu?.app === undefined ? "" : `; CPU/req app ${fmt(cpu.app, 0)} ms, sandbox ${fmt(cpu.sandbox, 0)} ms`;

const verdict = (pass) => (pass === null ? "—" : pass ? "PASS" : "FAIL");

export function rows(results) {
  const out = [];
  const add = (section, figure, value, budget, pass) =>
    out.push({ section, figure, value, budget, verdict: verdict(pass) });
  const a = results.actionOverhead;
  if (a?.error) add("Action overhead", "quoteDrawdownAction vs sandbox quote", `error: ${a.error}`, "", false);
  else if (a) {
    add(
      "Action overhead",
      "quoteDrawdownAction (p50 / p95)",
      `${fmt(a.action.p50)} / ${fmt(a.action.p95)} ms`,
      "",
      null,
    );
    add(
      "Action overhead",
      "sandbox quote POST direct (p50 / p95)",
      `${fmt(a.direct.p50)} / ${fmt(a.direct.p95)} ms`,
      "",
      null,
    );
    if (a.legRead)
      add(
        "Action overhead",
        "sandbox leg read direct (GET dual hedge; p50 / p95)",
        `${fmt(a.legRead.p50)} / ${fmt(a.legRead.p95)} ms`,
        "",
        null,
      );
    // The overhead is not Next's alone: the action also reads the leg upstream and writes two audit rows and the proposal record.
    add(
      "Action overhead",
      "overhead at the median (session, zod, leg read, 3 writes)",
      `${fmt(a.overheadMedianMs)} ms (×${fmt(a.ratio, 2)}; paired p25–p75 ${fmt(a.pairedDifference.p25)}–${fmt(a.pairedDifference.p75)})`,
      "",
      null,
    );
    if (a.ratioToBothCalls)
      add(
        "Action overhead",
        "action / (direct quote + leg read), paired",
        `×${fmt(a.ratioToBothCalls.p50, 2)} (p25–p75 ${fmt(a.ratioToBothCalls.p25, 2)}–${fmt(a.ratioToBothCalls.p75, 2)})`,
        "",
        null,
      );
    if (a.beyondBothCalls)
      add(
        "Action overhead",
        "beyond both sandbox calls (paired p50, p25–p75)",
        `${fmt(a.beyondBothCalls.p50)} ms (${fmt(a.beyondBothCalls.p25)}–${fmt(a.beyondBothCalls.p75)})`,
        "",
        null,
      );
  }
  const pc = results.pageCost;
  if (pc?.error) add("Page cost", "app CPU per request vs /sign-in", `error: ${pc.error}`, "", false);
  else if (pc) {
    const b = pc.baseline.cpuMsPerRequest;
    add(
      "Page cost",
      `${pc.baseline.name} (the framework's own page)`,
      `${fmt(b.median)} ms CPU/req (${fmt(b.min)}–${fmt(b.max)}; ${pc.rounds} rounds × ${pc.durationSeconds} s, ${pc.connections} conn.)`,
      "",
      pc.baseline.failures ? false : null,
    );
    for (const p of pc.pages) {
      const c = p.cpuMsPerRequest;
      add(
        "Page cost",
        p.name,
        `×${fmt(p.ratio.median, 2)} (${fmt(p.ratio.min, 2)}–${fmt(p.ratio.max, 2)}); ${fmt(c.median)} ms CPU/req${p.failures ? `, ${p.failures} failed` : ""}`,
        p.budget ? `≤ ${p.budget}×` : "",
        p.pass,
      );
    }
  }
  const ro = results.readOverhead;
  if (ro?.error) add("Read overhead", "hedging client vs raw GET", `error: ${ro.error}`, "", false);
  else
    for (const r of ro ?? []) {
      add(
        "Read overhead",
        `dual hedges list, ${r.perPage} rows: client / raw GET`,
        `×${fmt(r.ratio, 2)} (paired p25–p75 ${fmt(r.pairedRatio.p25, 2)}–${fmt(r.pairedRatio.p75, 2)}); ${fmt(r.client.p50, 2)} vs ${fmt(r.raw.p50, 2)} ms (raw + JSON.parse ${fmt(r.rawWithJsonParse.p50, 2)})`,
        r.budget ? `≤ ${r.budget}×` : "",
        r.pass,
      );
    }
  for (const t of results.throughput ?? []) {
    if (t.error) {
      add("Page throughput", t.page, `error: ${t.error}`, "no failures", false);
      continue;
    }
    add(
      "Page throughput",
      `${t.page}, ${t.connections} conn.`,
      `${fmt(t.rps.median, 0)} rps (${fmt(t.rps.min, 0)}–${fmt(t.rps.max, 0)}), p50 ${fmt(t.p50.median, 0)} ms, p99 ${fmt(t.p99.median, 0)} ms (${fmt(t.p99.min, 0)}–${fmt(t.p99.max, 0)})${cpuText(t.cpuMsPerRequest)}${t.failures ? `, ${t.failures} failed` : ""}`,
      "no failures, every run served",
      t.pass,
    );
  }
  // Scale-free sandbox: the same page on the large sandbox and on the demo data, alternated; only the p95 ratio is a verdict.
  if (results.sandbox && results.seed) {
    const enough = results.seed.dualHedges >= LARGE_SANDBOX_MIN_DUAL_HEDGES;
    add(
      "Sandbox at scale",
      "large sandbox: dual hedges",
      `${results.seed.dualHedges} in the large account, ${results.seed.totalDualHedges} in all`,
      `≥ ${LARGE_SANDBOX_MIN_DUAL_HEDGES} in one account`,
      enough,
    );
  }
  for (const s of results.sandbox ?? []) {
    if (s.error) {
      add(
        "Sandbox at scale",
        s.name ?? "queries",
        `error: ${s.error}`,
        `p95 ratio ≤ ${SANDBOX_SCALE_RATIO_BUDGET}×`,
        false,
      );
      continue;
    }
    add(
      "Sandbox at scale",
      `${s.name} (${s.rows} rows; p${s.large.page} of ${s.large.total} / p${s.demo.page} of ${s.demo.total})`,
      `p95 ${fmt(s.large.p95)} / ${fmt(s.demo.p95)} ms = ×${fmt(s.ratio, 2)} (rounds ×${fmt(s.roundRatios.min, 2)}–${fmt(s.roundRatios.max, 2)}); p50 ${fmt(s.large.p50)} / ${fmt(s.demo.p50)} ms`,
      `p95 ratio ≤ ${s.budgetRatio}×`,
      s.pass,
    );
  }
  if (results.plans?.error)
    add("Sandbox at scale", "query plans", `error: ${results.plans.error}`, "no full scans", false);
  else if (results.plans) {
    const scans = results.plans.filter((p) => p.fullScan).map((p) => p.name);
    add(
      "Sandbox at scale",
      "query plans (printed above)",
      scans.length ? `full scans in: ${scans.join(", ")}` : "index scans only",
      "no full scans",
      scans.length === 0,
    );
  }
  // Two cores: rps through nginx to two instances over the same to one, interleaved rounds; CPU per request shows what bounds it.
  const c = results.twoCores;
  if (c?.skipped)
    add(
      "Two cores",
      "two instances behind nginx vs one",
      `did not run: ${c.skipped}`,
      `≥ ${TWO_CORES_SHARE_OF_CEILING_BUDGET} of the ceiling`,
      null,
    );
  else if (c?.error)
    add(
      "Two cores",
      "two instances behind nginx vs one",
      `error: ${c.error}`,
      `≥ ${TWO_CORES_SHARE_OF_CEILING_BUDGET} of the ceiling`,
      false,
    );
  else if (c) {
    const cpu = (m) =>
      Object.entries(m)
        .map(([name, ms]) => `${name} ${fmt(ms, 1)}`)
        .join(", ");
    for (const [label, s] of [
      ["one instance", c.one],
      ["two instances", c.two],
    ]) {
      add(
        "Two cores",
        `${c.page} via nginx, ${label}, ${c.connections} conn.`,
        `${fmt(s.rps.median, 0)} rps (${fmt(s.rps.min, 0)}–${fmt(s.rps.max, 0)}), p50 ${fmt(s.p50.median, 0)} ms, p99 ${fmt(s.p99.median, 0)} ms; CPU ms/req: ${cpu(s.cpuMsPerRequest)}; machine busy ${fmt(s.busyCores.median, 2)} cores${s.failures ? `, ${s.failures} failed` : ""}`,
        "",
        null,
      );
    }
    add(
      "Two cores",
      "two instances over one (rps medians)",
      `×${fmt(c.ratio, 2)} (paired rounds ×${fmt(c.roundRatios.min, 2)}–${fmt(c.roundRatios.max, 2)}); this machine's ceiling ×${fmt(c.ceiling.ratio, 2)} (${fmt(c.ceiling.cpuMsPerRequest, 1)} ms CPU/req in all → ≤ ${c.ceiling.rps} rps on 2 cores)`,
      "",
      null,
    );
    add(
      "Two cores",
      "two instances' gain as a share of that ceiling",
      `${fmt(c.shareOfCeiling, 2)}`,
      `≥ ${TWO_CORES_SHARE_OF_CEILING_BUDGET}`,
      c.pass.share,
    );
    add(
      "Two cores",
      "app CPU per request, two instances over one",
      `×${fmt(c.appCpuRatio, 2)}`,
      `≤ ${TWO_CORES_APP_CPU_BUDGET}×`,
      c.pass.appCpu,
    );
  }
  const trips = results.roundTrips;
  if (trips?.error) add("Round trips", "pages with the service 250 ms away", `error: ${trips.error}`, "", false);
  else
    for (const page of trips ?? [])
      add(
        "Round trips",
        `${page.name} (${page.kind === "local" ? "served locally" : "asks the service"})`,
        `${fmt(page.roundTrips, 2)} round trips: ${page.ms.at0} ms at 0 ms, ${page.ms.at250} ms at 250 ms; ${page.upstreamCallsPerLoad} upstream calls`,
        `≤ ${page.budget}`,
        page.pass,
      );
  for (const [key, label] of [
    ["bookDemoPass", "the demo data"],
    ["bookPass", "the large sandbox"],
  ]) {
    const pass = results[key];
    if (pass?.error) add("Book", `full sync pass of ${label}`, `error: ${pass.error}`, "", false);
    else if (pass) {
      const n = pass.pagesNeeded;
      add(
        "Book",
        `service calls in one full sync pass of ${label}`,
        `${pass.serviceRequests} calls, ${n.pages} pages needed (${n.lists} lists, ${n.customers} customers, ${n.customersUnread} unread); pass ${pass.status} in ${fmt(pass.seconds, 0)} s, its own count ${pass.passCalls}, ${pass.passRows} rows`,
        "calls = pages needed",
        pass.callsPass,
      );
      const r = pass.rss;
      // Growth with the book is judged on a pass long enough for quarters (book.mjs says which).
      if (r.judged)
        add(
          "Book",
          `app RSS during that pass (quarters' medians; ${r.samples} samples)`,
          `${r.quartersMiB.join(" → ")} MiB, peak ${r.peakMiB}; last quarter vs second ${fmt(r.growth * 100, 1)} %`,
          `≤ ${r.budgetMiB} MiB, within ±5 %`,
          r.pass,
        );
      else add("Book", "app RSS during that pass", `peak ${r.peakMiB} MiB (${r.samples} readings)`, "", null);
    }
  }
  const bq = results.bookQueries;
  if (bq?.error) add("Book", "queries at 100k vs the demo data", `error: ${bq.error}`, "", false);
  else if (bq) {
    for (const c of bq.cases)
      add(
        "Book",
        `${c.name}: p95 at ${bq.legs.large} legs / at ${bq.legs.demo}`,
        `×${fmt(c.ratio, 2)} (${fmt(c.largeMs.p95, 0)} / ${fmt(c.demoMs.p95, 0)} ms; p50 ${fmt(c.largeMs.p50, 0)} / ${fmt(c.demoMs.p50, 0)})`,
        `≤ ${BOOK_SCALE_RATIO_BUDGET}×`,
        c.pass,
      );
    add("Book", "service calls while the book was queried", String(bq.serviceRequests), "0", bq.serviceRequests === 0);
  }
  const bp = results.bookPages;
  if (bp?.error) add("Book", "book and desk page cost at 100k", `error: ${bp.error}`, "", false);
  else if (bp) {
    const b = bp.baseline.cpuMsPerRequest;
    for (const p of bp.pages) {
      const c = p.cpuMsPerRequest;
      add(
        "Book",
        `${p.name}: CPU/req over ${bp.baseline.name} (${fmt(b.median)} ms)`,
        `×${fmt(p.ratio.median, 2)} (${fmt(p.ratio.min, 2)}–${fmt(p.ratio.max, 2)}); ${fmt(c.median)} ms CPU/req${p.failures ? `, ${p.failures} failed` : ""}`,
        `≤ ${p.budget}×`,
        p.pass,
      );
    }
    add(
      "Book",
      "service calls while the book and desk pages rendered",
      String(bp.serviceRequests),
      "0",
      bp.serviceRequests === 0,
    );
  }
  const js = results.firstLoadJs;
  if (js?.error) add("JavaScript shipped", "first-load JS", `error: ${js.error}`, "", false);
  else if (js?.unavailable) add("JavaScript shipped", "first-load JS", `not available: ${js.unavailable}`, "", null);
  else
    for (const route of js ?? []) {
      const budget = route.budgetBytes ? `≤ ${fmt(route.budgetBytes / 1000, 0)} kB` : "";
      add(
        "JavaScript shipped",
        route.route,
        `${fmt(route.gzipBytes / 1000)} kB gzip`,
        budget,
        route.budgetBytes ? route.gzipBytes <= route.budgetBytes : null,
      );
    }
  for (const lh of [results.lighthouse, results.bookLighthouse]) {
    if (lh?.error) add("Lighthouse", "desktop", `error: ${lh.error}`, "", false);
    else if (lh?.unavailable) add("Lighthouse", "desktop", `not available: ${lh.unavailable}`, "", null);
    else
      for (const page of lh ?? []) {
        const names = (page.failing ?? []).map((f) => (typeof f === "string" ? f : (f.id ?? JSON.stringify(f))));
        const failing = names.length
          ? `; below 1: ${names.slice(0, 3).join(", ")}${names.length > 3 ? ` +${names.length - 3}` : ""}`
          : "";
        const pass = page.performance >= 0.95 && page.accessibility >= 1 && page.bestPractices >= 0.95;
        add(
          "Lighthouse",
          page.name,
          `perf ${fmt(page.performance, 2)}, a11y ${fmt(page.accessibility, 2)}, best pr. ${fmt(page.bestPractices, 2)}${failing}`,
          "≥ 0.95 / 1.0 / ≥ 0.95",
          pass,
        );
      }
  }
  const m = results.memory;
  if (m) add("Memory", "app RSS after the load runs", `${m.rssMiB} MiB (peak ${m.peakMiB} MiB)`, "", null);
  if (m?.sandboxRssMiB) add("Memory", "sandbox process RSS", `${m.sandboxRssMiB} MiB`, "", null);
  const mp = results.memoryPlateau;
  if (mp?.error)
    add("Memory", "plateau under signed-in load", `error: ${mp.error}`, "round 5 within 5 % of round 2", false);
  else if (mp) {
    const series = mp.rounds.map((r) => r.rssMiB).join(" → ");
    const failed = mp.rounds.reduce((sum, r) => sum + r.failures, 0);
    add(
      "Memory",
      `app RSS after each of ${mp.rounds.length} rounds (${mp.pages.join(" + ")}, ${mp.connections} conn., ${mp.durationSeconds} s)`,
      `${series} MiB (idle ${mp.idleMiB}); round ${mp.rounds.length} vs 2: ${fmt(mp.growth * 100, 1)} %${failed ? `, ${failed} failed` : ""}`,
      "within ±5 %",
      mp.plateauPass,
    );
    add(
      "Memory",
      "app RSS after the load",
      `${mp.afterLoadMiB} MiB (rounds ${Math.min(...mp.rounds.map((r) => r.rssMiB))}–${Math.max(...mp.rounds.map((r) => r.rssMiB))})`,
      `≤ ${mp.afterLoadBudgetMiB} MiB`,
      mp.afterLoadPass,
    );
  }
  const st = results.startTree;
  if (st?.error) add("Memory", "npm start process tree at idle", `error: ${st.error}`, "≤ 450 MiB", false);
  else if (st)
    add(
      "Memory",
      `npm start process tree at idle (sandbox mode, ${st.processes} process${st.processes === 1 ? "" : "es"})`,
      `${st.rssMiB} MiB, steady ${st.settleSeconds} s after it answered; start-up peak ${st.peakMiB} MiB${st.nodeArgs.length ? ` (${st.nodeArgs.join(" ")})` : ""}`,
      `≤ ${st.budgetMiB} MiB`,
      st.pass,
    );
  if (results.topology)
    add(
      "Setup",
      "topology",
      `sandbox standalone (own process + DB) ← app (own DB), loopback HTTP; ${results.database === "postgres" ? "Postgres 15" : "PGlite"}`,
      "",
      null,
    );
  if (results.seed)
    add(
      "Setup",
      "sandbox start + seeding",
      `${fmt(results.seed.seconds)} s; ${results.seed.dualHedges} dual hedges of one customer, ${results.seed.conversions} conversions`,
      "",
      null,
    );
  return out;
}

export function printTable(results) {
  const lines = rows(results);
  const widths = ["section", "figure", "value", "budget", "verdict"].map((key) =>
    Math.max(key.length, ...lines.map((line) => String(line[key]).length)),
  );
  const format = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join(" | ");
  console.log(format(["Section", "Figure", "Median (spread)", "Budget", "Result"]));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const line of lines) console.log(format([line.section, line.figure, line.value, line.budget, line.verdict]));
  return lines;
}
