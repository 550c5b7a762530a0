// What the bench measures, started as production runs it: the sandbox standalone (the remote service's stand-in) in
// its own process and database; a stand-in proxy in front of it; the app under `npm start`'s Node flags on its own
// database, its sync filling the book at once. `stop()` stops all of it, also after a failed start.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { launch, launchServer, root, waitForAnswer } from "../launch.mjs";
import { START_NODE_FLAGS } from "../start-flags.mjs";
import { followPass } from "./sync-pass.mjs";
import { startUpstreamProxy } from "./upstream-proxy.mjs";

const quiet = { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn" };
/** The viewer's inbox at 10,000 alerts, read ones over the past week (retention keeps read alerts for 90 days). */
const INBOX_SQL = `insert into alerts (recipient_id, kind, event_key, customer_name, object_type, object_id, title,
  link_path, created_at, read_at) select u.id, 'itemOpened:endingSoon', 'bench:' || g, 'Bench customer ' || g % 500,
  'leg', substr(md5(g::text), 1, 8), 'Ending soon: leg ' || substr(md5(g::text), 1, 8), '/book',
  now() - g * interval '1 minute', now() from auth_user u, generate_series(1, 10000) g
  where u.email = 'bench-viewer@hedge-desk.test'`;

/** A script of ours run to its end on the app's database (PGlite admits one process: before the app starts). */
async function runScript(script, args, { dataDir, input = "" }) {
  const run = launch(process.execPath, ["--import", "tsx", script, ...args], {
    input,
    env: { ...process.env, ...quiet, DATABASE_URL: "", DATA_DIR: dataDir },
  });
  if ((await run.exit).code !== 0) throw new Error(`${script}: ${run.output().trim().split("\n").slice(-3)}`);
}

export async function signIn(baseURL, account) {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({ ...account, rememberMe: true }),
  });
  if (!response.ok) throw new Error(`Sign-in refused: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A GET straight to the sandbox with the partner's key, as the service's JSON. */
export async function sandboxGet(sandbox, pathAndQuery) {
  const response = await fetch(`${sandbox.url}/sandbox/v1${pathAndQuery}`, { headers: sandbox.headers });
  if (response.status !== 200) throw new Error(`GET ${pathAndQuery}: ${response.status}`);
  return response.json();
}

/** The customer with the most dual hedges among the first `among`: the large account at scale. */
async function largestCustomer(sandbox, among) {
  let best = null;
  for (const { id, companyName } of (await sandboxGet(sandbox, `/customers?per_page=${among}`)).customers) {
    const { pagination } = await sandboxGet(sandbox, `/customers/${id}/dual-hedges?per_page=1`);
    if (!best || pagination.totalResults > best.dualHedges)
      best = { id, name: companyName, dualHedges: pagination.totalResults };
  }
  return best;
}

const running = new Set();
/** Stops every stack still running (Ctrl-C). */
export const stopStacks = () => Promise.all([...running].map((stop) => stop()));

/** `name` keeps each stack's folders apart; `scale` is SANDBOX_SEED_SCALE; the sandbox listens on `port`+1; `env` adds to the app's. */
export async function startStack({ name, port, scale, env = {} }) {
  const stops = [];
  const stop = async () => {
    running.delete(stop);
    for (const each of stops.splice(0).reverse()) await each().catch(() => {});
  };
  running.add(stop);
  try {
    const dir = (what) => path.join(root, ".tmp", "bench", `${name}-${what}`);
    for (const what of ["sandbox", "app"]) rmSync(dir(what), { recursive: true, force: true });
    const secret = randomBytes(16).toString("hex");
    const password = randomBytes(12).toString("hex");
    const authSecret = randomBytes(32).toString("hex");
    const sandbox = { url: `http://127.0.0.1:${port + 1}` };
    sandbox.headers = { authorization: `Basic ${Buffer.from(`sandbox-partner:${secret}`).toString("base64")}` };
    const seedStarted = Date.now();
    const sandboxProc = launch(process.execPath, ["--import", "tsx", "lib/sandbox/standalone.ts"], {
      env: {
        ...process.env,
        ...quiet,
        DATABASE_URL: "",
        DATA_DIR: dir("sandbox"),
        SANDBOX_PORT: String(port + 1),
        SANDBOX_CLIENT_SECRET: secret,
        SANDBOX_SEED_SCALE: String(scale),
      },
    });
    stops.push(() => sandboxProc.stop());
    // With a real upstream the app seeds no accounts, and two-factor is required until someone says otherwise.
    const admin = { email: "bench-admin@hedge-desk.test", password };
    const viewer = { email: "bench-viewer@hedge-desk.test", password };
    const sqlOnApp = (input) => runScript("scripts/bench/sql.ts", [], { dataDir: dir("app"), input });
    const accounts = (async () => {
      for (const [role, account] of Object.entries({ admin, viewer }))
        await runScript("scripts/user-create.ts", ["--email", account.email, "--role", role], {
          dataDir: dir("app"),
          input: `${password}\n`,
        });
      await runScript("scripts/two-factor-requirement.ts", ["--optional"], { dataDir: dir("app") });
      await sqlOnApp(INBOX_SQL);
    })();
    accounts.catch(() => {}); // awaited below, once the sandbox has seeded
    // The standalone seeds before it listens: its first answer ends the seeding.
    await waitForAnswer(sandboxProc, `${sandbox.url}/sandbox/v1/customers?per_page=1`, {
      headers: sandbox.headers,
      timeoutMs: 1_800_000,
    });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    await accounts;
    const proxy = await startUpstreamProxy(sandbox.url);
    stops.push(proxy.stop);

    const launchedAt = Date.now();
    let app;
    const startApp = async (more = {}) => {
      app = launchServer({
        port,
        nodeArgs: START_NODE_FLAGS,
        env: {
          ...quiet,
          DATA_DIR: dir("app"),
          DATABASE_URL: "",
          BETTER_AUTH_SECRET: authSecret,
          HEDGING_API_BASE_URL: `${proxy.url}/sandbox/v1`,
          HEDGING_API_CLIENT_ID: "sandbox-partner",
          HEDGING_API_CLIENT_SECRET: secret,
          // One whole pass at once at the interface's ceiling pace, so a 100k book fills in minutes; no second pass.
          HEDGING_SYNC_ENABLED: "1",
          HEDGING_SYNC_MODE: "passes",
          HEDGING_SYNC_START_DELAY_SECONDS: "0",
          HEDGING_SYNC_INTERVAL_SECONDS: "86400",
          HEDGING_SYNC_RATE_PER_SECOND: "1000",
          HEDGING_SYNC_CONCURRENCY: "4",
          METRICS_PORT: "", // off unless `env` turns it on, whatever the bench's own environment says
          ...env,
          ...more,
        },
      });
      await app.ready(300_000);
      return app;
    };
    stops.push(() => app.stop());
    await startApp();
    const adminCookie = await signIn(app.url, admin);
    const pass = await followPass({ app, cookie: adminCookie, proxy });
    pass.seconds = (Date.now() - launchedAt) / 1000; // from the app's start, when the pass began
    const customer = await largestCustomer(sandbox, scale > 1 ? 10 : 20);
    const dual = (await sandboxGet(sandbox, `/customers/${customer.id}/dual-hedges?per_page=1`)).dualHedges[0];
    const conversion = (await sandboxGet(sandbox, "/conversions?per_page=1")).conversions[0];
    return {
      app,
      url: app.url,
      cookie: await signIn(app.url, viewer),
      adminCookie,
      sandbox,
      proxy,
      pass,
      metricsUrl: env.METRICS_PORT ? `http://127.0.0.1:${env.METRICS_PORT}/metrics` : null,
      /** The app started again on its database with `more` in its environment, after `input` (SQL) ran there. */
      async restartApp(more, input) {
        await app.stop();
        await sqlOnApp(input);
        return startApp(more);
      },
      seedSeconds,
      customer,
      // What the pages are checked and opened by: the large account's first dual hedge and the first conversion.
      dual,
      conversion,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
