// The processes under benchmark (standalone sandbox and `next start`), each on a fresh database, stopped on exit.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { nextStartArgs } from "../next-start.mjs";

export function benchSecrets() {
  return {
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    SANDBOX_CLIENT_SECRET: randomBytes(16).toString("hex"),
    STAFF_PASSWORD: randomBytes(12).toString("hex"),
  };
}

function track(child) {
  const output = [];
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  const exit = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  return {
    pid: child.pid,
    output: () => output.join(""),
    exited: () => exited,
    async stop() {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

// The book's background sync stays off unless a measurement wants it: its calls would skew the others.
const productionEnv = {
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: "warn",
  HEDGING_SYNC_ENABLED: "0",
};

/** The hedging service stand-in in its own process, as production's is remote; Node with tsx's loader (not npx), so the pid is the server's own. */
export function startSandbox({ root, port, dataDir, databaseUrl = "", env }) {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "lib/sandbox/standalone.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...env,
      ...productionEnv,
      DATABASE_URL: databaseUrl,
      SANDBOX_PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  return { ...track(child), baseURL: `http://127.0.0.1:${port}` };
}

/** Made before the app starts (PGlite admits one process); with a real upstream the app seeds no demo accounts. */
export function createStaffAccount({
  root,
  dataDir,
  databaseUrl = "",
  email,
  password,
  role = "viewer",
  keepData = false,
}) {
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/user-create.ts", "--email", email, "--role", role],
    {
      cwd: root,
      input: `${password}\n`,
      encoding: "utf8",
      env: { ...process.env, ...productionEnv, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    },
  );
  if (run.status !== 0)
    throw new Error(`user:create failed: ${(run.stderr || run.stdout).trim().split("\n").slice(-3).join(" ")}`);
}

/** With a real upstream two-factor is required by default: the bench's operator signs in with the password alone. */
export function makeTwoFactorOptional({ root, dataDir, databaseUrl = "" }) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/two-factor-requirement.ts", "--optional"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...productionEnv, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
  if (run.status !== 0)
    throw new Error(
      `two-factor:requirement failed: ${(run.stderr || run.stdout).trim().split("\n").slice(-3).join(" ")}`,
    );
}

/** The Node flags of package.json's "start" script, so the app measured runs as `npm start` runs it. */
export function startNodeArgs(root) {
  const script = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  const words = script.split(/\s+/);
  return words.slice(words.indexOf("node") + 1, words.indexOf("scripts/start.mjs"));
}

export function startServer({ root, port, dataDir, databaseUrl = "", env, nodeArgs = [], keepData = false }) {
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [...nodeArgs, ...nextStartArgs({ port, host: "127.0.0.1" })], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      HEDGING_API_BASE_URL: "",
      ...productionEnv,
      ...env, // after productionEnv: the book part turns the sync on
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_MANUAL_SIG_HANDLE: "1",
    },
  });
  return { ...track(child), baseURL: `http://127.0.0.1:${port}` };
}

export async function waitForReady(server, { path: probe, headers = {}, timeoutMs = 120_000 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`The process exited while starting:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseURL}${probe}`, { headers });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${probe} did not answer 200 in ${timeoutMs / 1000} s:\n${server.output()}`);
}

export const waitForHealth = (server, timeoutMs) => waitForReady(server, { path: "/api/health", timeoutMs });

export function cpuMillis(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const kib = (status, field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? NaN);
const status = (pid) => readFileSync(`/proc/${pid}/status`, "utf8");
export const mib = (kib) => Math.round(kib / 1024);

/** A process's resident memory now (`VmRSS`), in KiB; 0 once it is gone (a zombie has no `VmRSS` line). */
export function rssKiB(pid) {
  try {
    return kib(status(pid), "VmRSS") || 0;
  } catch {
    return 0;
  }
}

/** The process ids whose parent is `pid`. */
export function childrenOf(pid) {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(pid);
      } catch {
        return false; // gone meanwhile
      }
    });
}

export function residentMemory(pid) {
  const own = status(pid);
  const ownRss = kib(own, "VmRSS");
  const total = childrenOf(pid).reduce((sum, id) => sum + rssKiB(id), ownRss);
  return { rssMiB: mib(ownRss), peakMiB: mib(kib(own, "VmHWM")), treeRssMiB: mib(total) };
}

/** A bench stand-in (proxy) on a free loopback port: its address, the state it keeps, and how to stop it. */
export function listenOnLoopback(server, state) {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        state,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
