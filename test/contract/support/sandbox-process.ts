import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const tsxBin = path.join(repoRoot, "node_modules/.bin/tsx");
const READY_TIMEOUT_MS = 60_000;

export type SandboxProcess = {
  baseUrl: string;
  dataDir: string;
  stderr: () => string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") return reject(new Error("no port"));
      server.close(() => resolve(address.port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export async function startSandbox(extraEnv: Record<string, string> = {}): Promise<SandboxProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-contract-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The sandbox must use its own embedded database, answer as the document says, and not be switched off or made flaky.
  for (const name of [
    "DATABASE_URL",
    "HEDGING_API_BASE_URL",
    "SANDBOX_LATENCY_MS",
    "SANDBOX_FAILURE_RATE",
    "SANDBOX_PROPOSAL_TTL_SECONDS",
    "SANDBOX_CLOCK_OFFSET_SECONDS",
    "SANDBOX_PROFILE",
    "SANDBOX_CLIENT_ID",
    "SANDBOX_CLIENT_SECRET",
    "VITEST",
    "VITEST_POOL_ID",
    "VITEST_WORKER_ID",
  ]) {
    delete env[name];
  }
  Object.assign(env, { DATA_DIR: dataDir, SANDBOX_PORT: String(port), LOG_LEVEL: "warn", ...extraEnv });

  const child = spawn(tsxBin, ["lib/sandbox/standalone.ts"], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-20_000);
  });

  const baseUrl = `http://127.0.0.1:${port}/sandbox/v1`;
  const stop = async () => {
    killGroup(child, "SIGTERM");
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), 10_000);
    await exited(child);
    clearTimeout(timer);
    // Children of tsx may outlive the parent for a moment.
    killGroup(child, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The sandbox exited before it was ready (code ${child.exitCode}, signal ${child.signalCode}).\n` +
          `--- stderr ---\n${stderr}\n--- stdout (tail) ---\n${stdout}`,
      );
    }
    try {
      // Any HTTP answer means it listens (it seeds first); auth.test.ts asserts the document itself.
      const res = await fetch(`${baseUrl}/openapi.json`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(
        `The sandbox was not ready within ${READY_TIMEOUT_MS / 1000} s.\n` +
          `--- stderr ---\n${stderr}\n--- stdout (tail) ---\n${stdout}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, dataDir, stderr: () => stderr, stop };
}
