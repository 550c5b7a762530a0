// The one way the project's scripts and tests start a long-running process (servers, the sandbox, nginx, Playwright)
// and stop it again: the bench, the e2e support, the cluster test. `npm start` itself runs Next in its own process.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { nextStartArgs } from "./next-start.mjs";

export const root = path.resolve(import.meta.dirname, "..");

/** The last `lines` lines of a log file, for an error message. */
export function tail(file, lines = 30) {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * Starts `command` as a child of this process. Its output is kept in memory (the last 1,000 chunks), written to `logFile`,
 * or shown (`inherit`); `input` is written to its stdin. With `group` it leads its own process group, and stopping it
 * stops everything it started.
 */
export function launch(command, args, options = {}) {
  const { env = process.env, cwd = root, logFile, inherit = false, group = false, input } = options;
  const log = logFile ? openSync(logFile, "w") : undefined;
  const stdin = input === undefined ? "ignore" : "pipe";
  const stdio = inherit ? "inherit" : log !== undefined ? [stdin, log, log] : [stdin, "pipe", "pipe"];
  const child = spawn(command, args, { cwd, env, stdio, detached: group });
  if (log !== undefined) closeSync(log);
  if (input !== undefined) child.stdin.end(input);
  const kept = [];
  const keep = (chunk) => kept.push(String(chunk)) > 1000 && kept.shift();
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  const signal = (name) => {
    try {
      if (group) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  return {
    child,
    pid: child.pid,
    exit,
    exited: () => exited,
    output: () => (logFile ? tail(logFile, 200) : kept.join("")),
    /** `signal`, then SIGKILL if it is still running after `graceMs`. */
    async stop(name = "SIGTERM", graceMs = 15_000) {
      if (exited) return exit;
      signal(name);
      const timer = setTimeout(() => signal("SIGKILL"), graceMs);
      await exit;
      clearTimeout(timer);
      return exit;
    },
  };
}

/** Polls `url` until it answers 2xx (any status with `anyStatus`); fails at once, with its output, if the process exits. */
export async function waitForAnswer(proc, url, { headers = {}, timeoutMs = 180_000, anyStatus = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exited()) throw new Error(`the process exited while starting (${url}):\n${proc.output()}`);
    const ok = await fetch(url, { headers }).then(
      (response) => anyStatus || response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${proc.output()}`);
}

/** A production server of the current build (scripts/next-start.mjs) on 127.0.0.1:`port`; `ready()` waits for its health. */
export function launchServer({ port, env = {}, nodeArgs = [], ...options }) {
  const proc = launch(process.execPath, [...nodeArgs, ...nextStartArgs({ port, host: "127.0.0.1" })], {
    ...options,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_MANUAL_SIG_HANDLE: "1", // our lifecycle closes the database on SIGTERM
      ...env,
      PORT: String(port),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  return { ...proc, port, url, ready: (timeoutMs) => waitForAnswer(proc, `${url}/api/health`, { timeoutMs }) };
}
