import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import canaries from "../canaries.json" with { type: "json" };

export interface NpmStart {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves when /api/health answers 200 on 127.0.0.1; rejects if the process exits first. */
  healthy(): Promise<void>;
  stop(): Promise<number | null>;
}

const root = path.resolve(import.meta.dirname, "..", "..");

/** npm start's environment in sandbox mode on a database of its own, as a new user's shell has it, with the canary secrets. */
export function startEnv({
  port,
  dataDir,
  env = {},
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...canaries,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    HEDGING_API_BASE_URL: "",
    HOST: "",
    LOG_LEVEL: "warn",
    HEDGING_SYNC_ENABLED: "0", // the book's sync, unless a spec turns it on
    ...env,
  };
}

export const answersHealth = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

/** `viaNpm`: the `npm start` a person or a process manager runs (npm → sh → the server), else start.mjs itself. */
export function npmStart({
  port,
  dataDir,
  env = {},
  viaNpm = false,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  viaNpm?: boolean;
}): NpmStart {
  const [command, args] = viaNpm ? ["npm", ["start"]] : [process.execPath, [path.join(root, "scripts", "start.mjs")]];
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: startEnv({ port, dataDir, env }),
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const healthy = async () => {
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
      if (await answersHealth(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`npm start did not become healthy in time:\n${output}`);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  return { child, output: () => output, exited, healthy, stop };
}
