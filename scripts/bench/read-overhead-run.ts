// Run by read-overhead.mjs under `--conditions react-server`: the real hedging client's list read against a raw GET.
import { get } from "node:http";
import { hedging } from "@/lib/hedging";
import { PATH, queryString } from "@/lib/hedging/paths";

const [customerArg, countText = "200", warmupText = "20"] = process.argv.slice(2);
if (!customerArg) throw new Error("usage: read-overhead-run.ts <customerId> [pairs] [warmup]");
const customerId: string = customerArg;
const count = Number(countText);
const warmup = Number(warmupText);
const baseUrl = process.env.HEDGING_API_BASE_URL!;
const authorization = `Basic ${Buffer.from(`${process.env.HEDGING_API_CLIENT_ID}:${process.env.HEDGING_API_CLIENT_SECRET}`).toString("base64")}`;
const client = hedging();

// As scripts/bench/stats.mjs (a .mjs, which this typed script cannot import).
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

async function measure(perPage: number) {
  const url = baseUrl + PATH.dualHedges(customerId) + queryString({ page: 1, perPage });
  // The request the client sends, byte for byte (it asks for no compression on loopback), so only its own work differs.
  const headers = { Accept: "application/json", Authorization: authorization, "Accept-Encoding": "identity" };
  const viaClient = async () => {
    const { data } = await client.listDualHedges({ customerId, page: 1, perPage });
    return data.items.length;
  };
  // The bare GET on the transport the client uses (node:http, default keep-alive agent), read to its last byte.
  const raw = () =>
    new Promise<string>((resolve, reject) => {
      get(url, { headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`raw GET: ${response.statusCode}`));
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        response.on("error", reject);
      }).on("error", reject);
    });
  const rawParsed = async () => JSON.parse(await raw()).dualHedges.length as number;
  const check = (rows: number, who: string) => {
    if (rows !== perPage) throw new Error(`${who} read ${rows} dual hedges, not ${perPage}`);
  };
  for (let i = 0; i < warmup; i++) {
    check(await viaClient(), "the client");
    check(JSON.parse(await raw()).dualHedges.length, "the raw GET");
    check(await rawParsed(), "the raw GET + JSON");
  }
  const times = { client: [] as number[], raw: [] as number[], rawParsed: [] as number[] };
  const time = async <T>(fn: () => Promise<T>, into: number[]) => {
    const started = performance.now();
    const value = await fn();
    into.push(performance.now() - started);
    return value;
  };
  for (let i = 0; i < count; i++) {
    // Alternated, so drift in the machine's load falls on both sides of each pair alike.
    const order = i % 2 === 0 ? (["client", "raw", "rawParsed"] as const) : (["rawParsed", "raw", "client"] as const);
    for (const side of order) {
      if (side === "client") check(await time(viaClient, times.client), "the client");
      else if (side === "raw") check(JSON.parse(await time(raw, times.raw)).dualHedges.length, "the raw GET");
      else check(await time(rawParsed, times.rawParsed), "the raw GET + JSON");
    }
  }
  const r = (n: number) => Number(n.toFixed(3));
  const stats = (values: number[]) => ({
    p25: r(percentile(values, 25)),
    p50: r(percentile(values, 50)),
    p75: r(percentile(values, 75)),
  });
  const ratios = times.client.map((t, i) => t / (times.raw[i] ?? NaN));
  return {
    perPage,
    path: url.slice(baseUrl.length),
    pairs: count,
    client: stats(times.client),
    raw: stats(times.raw),
    rawWithJsonParse: stats(times.rawParsed),
    ratio: r(percentile(times.client, 50) / percentile(times.raw, 50)),
    pairedRatio: stats(ratios),
  };
}

const results = [];
for (const perPage of [25, 100]) results.push(await measure(perPage));
process.stdout.write(`${JSON.stringify(results)}\n`);
