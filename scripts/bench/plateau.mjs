// Memory plateau: rounds of signed-in load on two pages, the app's RSS read after each round (never after a forced GC).
import { judged } from "./budgets.mjs";
import { checkPage, fmt, load } from "./measure.mjs";
import { rssMiB } from "./memory.mjs";

async function measure({ stack, rounds = 5, durationSeconds = 15 }) {
  const { url, cookie, customer, dual } = stack;
  const pages = [
    { path: `/customers/${customer.id}/dual-hedges?per_page=25`, mustContain: dual.id },
    { path: "/audit", mustContain: "Audit trail" },
  ];
  for (const page of pages) await checkPage(url, page, cookie);
  const idle = rssMiB(stack.app.pid);
  const after = [];
  let failures = 0;
  for (let round = 0; round < rounds; round++) {
    for (const page of pages)
      failures += (await load({ url: `${url}${page.path}`, cookie, durationSeconds: durationSeconds / pages.length }))
        .failures;
    after.push(rssMiB(stack.app.pid));
  }
  const growth = (after.at(-1) - after[1]) / after[1];
  const series = `${after.join(" → ")} MiB (idle ${idle})${failures ? `; ${failures} failed requests` : ""}`;
  return [
    judged("memory", "memory.plateau", growth, `${fmt(growth * 100)} %: ${series}`, { pass: failures === 0 }),
    judged("memory", "memory.afterLoad", after.at(-1), `${after.at(-1)} MiB`),
  ];
}

export const part = { name: "memory", stack: true, run: measure };
