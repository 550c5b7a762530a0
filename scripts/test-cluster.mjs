// `npm run test:cluster`: two built instances on a throwaway Postgres behind nginx, running the cluster specs; stops all it started.
// Ports: CLUSTER_PORT (default 3500) for nginx, +1 and +2 for the instances, +3 and +4 for the book sync take-over
// spec's own two instances, +5 for the Postgres backup spec's own instance, +10 for Postgres.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { startNginx } from "./cluster/nginx.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensureProgram } from "./ensure-program.mjs";
import { launch, launchServer, tail } from "./launch.mjs";
import { startThrowawayPostgres } from "./postgres-throwaway.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, ".tmp", "cluster");
const base = Number(process.env.CLUSTER_PORT ?? 3500);
const ports = {
  nginx: base,
  instances: [base + 1, base + 2],
  spare: [base + 3, base + 4, base + 5],
  postgres: base + 10,
};

if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.error("The cluster test serves the production build: run 'npm run build' first.");
  process.exit(1);
}
ensureChromium();
const nginxBinary = ensureProgram("nginx");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

// Every instance gets the same secrets (the canaries, so the specs check none reaches the browser) and nginx's origin.
const canaries = JSON.parse(readFileSync(path.join(root, "e2e", "canaries.json"), "utf8"));
const publicUrl = `http://127.0.0.1:${ports.nginx}`;
// Failed sign-ins per address per minute: the cluster's sign-in-limit spec trips it.
const signInLimit = "5";

const stops = [];
let stopping;
let playwright;
const stopAll = () =>
  (stopping ??= (async () => {
    for (const stop of stops.reverse())
      await stop().catch((error) => console.error(`[cluster] while stopping: ${error}`));
  })());
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    playwright?.child.kill(signal);
    void stopAll().finally(() => process.exit(130));
  });
}

let status = 1;
try {
  const postgres = await startThrowawayPostgres({ port: ports.postgres });
  stops.push(async () => postgres.stop());
  console.log(`[cluster] Postgres on 127.0.0.1:${ports.postgres}`);

  // Each in its own process group, so stopping one stops anything it started.
  const instances = ports.instances.map((port) =>
    launchServer({
      port,
      group: true,
      logFile: path.join(dir, `instance-${port}.log`),
      env: {
        ...canaries,
        DATABASE_URL: postgres.url,
        DATA_DIR: path.join(dir, `unused-data-${port}`),
        HEDGING_API_BASE_URL: "",
        APP_URL: publicUrl,
        TRUST_PROXY: "1",
        SIGN_IN_RATE_LIMIT_MAX: signInLimit,
        SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: "60",
        SANDBOX_PROPOSAL_TTL_SECONDS: "60",
        // The book's sync runs on one instance at a time (lib/book/lock.ts); quick here, so a spec sees passes.
        HEDGING_SYNC_ENABLED: process.env.CLUSTER_BOOK_SYNC ?? "0",
        HEDGING_SYNC_START_DELAY_SECONDS: "1",
        HEDGING_SYNC_INTERVAL_SECONDS: "10",
        HEDGING_SYNC_RATE_PER_SECOND: "50",
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      },
    }),
  );
  for (const instance of instances) stops.push(() => instance.stop("SIGTERM", 10_000));
  // Both start at once on an empty database: one migrates and seeds, the other waits for it.
  await Promise.all(instances.map((instance) => instance.ready()));
  console.log(`[cluster] instances on ${instances.map((instance) => instance.url).join(" and ")}`);

  const nginx = await startNginx({
    nginx: nginxBinary,
    dir: path.join(dir, "nginx"),
    port: ports.nginx,
    instancePorts: ports.instances,
  });
  stops.push(nginx.stop);
  console.log(`[cluster] nginx on ${nginx.url} (logs in ${path.relative(root, dir)}/nginx)`);

  // Launched, not spawnSync, and Playwright's own program, not npx: a SIGTERM must reach our handler and then Playwright.
  playwright = launch(
    path.join(root, "node_modules", ".bin", "playwright"),
    // Extra arguments reach Playwright: `node scripts/test-cluster.mjs book-sync` runs that spec alone.
    ["test", "-c", "e2e/cluster/playwright.config.ts", ...process.argv.slice(2)],
    {
      inherit: true,
      env: {
        ...process.env,
        CLUSTER_BASE_URL: nginx.url,
        CLUSTER_INSTANCE_URLS: instances.map((instance) => instance.url).join(","),
        // The book sync take-over spec kills an instance, the backup spec wipes a database: each starts its own
        // instances, on a database of its own here.
        CLUSTER_POSTGRES_URL: postgres.url,
        CLUSTER_SPARE_PORTS: ports.spare.join(","),
        SIGN_IN_RATE_LIMIT_MAX: signInLimit,
      },
    },
  );
  status = (await playwright.exit).code ?? 1;
  if (status !== 0) {
    for (const instance of instances)
      console.error(
        `\n[cluster] last lines of the instance on ${instance.port}:\n${tail(path.join(dir, `instance-${instance.port}.log`))}`,
      );
    console.error(`\n[cluster] last lines of nginx's error log:\n${tail(path.join(dir, "nginx", "error.log"))}`);
  }
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
} finally {
  await stopAll();
}
process.exit(status);
