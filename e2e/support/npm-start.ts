import type { ChildProcess } from "node:child_process";
import path from "node:path";
import canaries from "../canaries.json" with { type: "json" };
import { launch, waitForAnswer } from "../../scripts/launch.mjs";

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
  const proc = launch(command, args, { env: startEnv({ port, dataDir, env }) });
  const exited = proc.exit.then(({ code }) => code);
  return {
    child: proc.child,
    output: proc.output,
    exited,
    healthy: () => waitForAnswer(proc, `http://127.0.0.1:${port}/api/health`, { timeoutMs: 150_000 }),
    stop: async () => (await proc.stop()).code,
  };
}
