// The production server under benchmark: `next start` on a fresh embedded database, stopped on exit.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

/** Secrets made up for this run only: nothing here is a real key. */
export function benchSecrets() {
  return { BETTER_AUTH_SECRET: randomBytes(32).toString("hex"), SANDBOX_CLIENT_SECRET: randomBytes(16).toString("hex") };
}

/** `nodeArgs`, e.g. ["--cpu-prof"], go to Node itself (NODE_OPTIONS refuses some). */
export function startServer({ root, port, dataDir, env, nodeArgs = [] }) {
  rmSync(dataDir, { recursive: true, force: true });
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  // Node directly (not npx), so the pid is the server's own and its memory can be read.
  const child = spawn(process.execPath, [...nodeArgs, nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      HEDGING_API_BASE_URL: "",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_MANUAL_SIG_HANDLE: "1",
      LOG_LEVEL: "warn",
    },
  });
  const output = [];
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  const exit = new Promise((resolve) => child.on("exit", (code, signal) => {
    exited = true;
    resolve({ code, signal });
  }));
  return {
    pid: child.pid,
    baseURL: `http://127.0.0.1:${port}`,
    output: () => output.join(""),
    exited: () => exited,
    /** SIGTERM (our instrumentation closes PGlite cleanly), then SIGKILL after 15 s. */
    async stop() {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

export async function waitForHealth(server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`The server exited while starting:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not become healthy in ${timeoutMs / 1000} s:\n${server.output()}`);
}

const kib = (status, field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? NaN);

/** Resident memory (MiB) of the server process and of any children it started. */
export function residentMemory(pid) {
  const children = readdirSync("/proc").filter((name) => /^\d+$/.test(name)).filter((name) => {
    try {
      return readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(pid);
    } catch {
      return false;
    }
  });
  const status = (id) => readFileSync(`/proc/${id}/status`, "utf8");
  const own = status(pid);
  const total = [String(pid), ...children].reduce((sum, id) => sum + kib(status(id), "VmRSS"), 0);
  return { rssMiB: Math.round(kib(own, "VmRSS") / 1024), peakMiB: Math.round(kib(own, "VmHWM") / 1024), treeRssMiB: Math.round(total / 1024) };
}
