// Instances of the built app for the cluster test, each in its own process group, stopped by its own id.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { nextStartArgs } from "../next-start.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

/** Starts one instance on 127.0.0.1:`port` (only the proxy should reach it: TRUST_PROXY is on). */
export function startInstance({ port, env, logFile }) {
  const log = openSync(logFile, "w");
  const child = spawn(process.execPath, nextStartArgs({ port, host: "127.0.0.1" }), {
    cwd: root,
    detached: true, // its own process group, so stopping it stops anything it started
    stdio: ["ignore", log, log],
    env: { ...process.env, ...env, PORT: String(port), NEXT_MANUAL_SIG_HANDLE: "1", NEXT_TELEMETRY_DISABLED: "1" },
  });
  closeSync(log);
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once("exit", (code) => {
      exited = true;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const ready = async (timeoutMs = 180_000) => {
    for (const started = Date.now(); ;) {
      if (exited) throw new Error(`the instance on port ${port} exited at start:\n${tail(logFile)}`);
      const status = await fetch(`${url}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() - started > timeoutMs)
        throw new Error(`the instance on port ${port} was not healthy within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };

  const stop = async () => {
    if (exited) return;
    const signalGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    signalGroup("SIGTERM"); // our instrumentation closes the database pool, then exits
    const timer = setTimeout(() => signalGroup("SIGKILL"), 10_000);
    await exit;
    clearTimeout(timer);
  };
  return { port, url, ready, stop, logFile, pid: child.pid };
}

export function tail(file, lines = 30) {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
