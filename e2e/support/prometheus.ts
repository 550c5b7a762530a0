import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
// @ts-expect-error: a plain .mjs script shared with scripts/test.mjs.
import { findProgram } from "../../scripts/ensure-program.mjs";

export interface Prometheus {
  /** One instant query's series: their labels and values. */
  query(expression: string): Promise<{ metric: Record<string, string>; value: number }[]>;
  /** The alerting rules Prometheus loaded, with their health once evaluated. */
  rules(): Promise<{ name: string; health: string; lastError?: string }[]>;
  stop(): Promise<void>;
  output(): string;
}

/** A throwaway Prometheus on loopback (its own config and storage under .tmp/) scraping `target` every second. */
export async function startPrometheus({
  port,
  target,
  rules,
}: {
  port: number;
  target: string;
  /** A rule file's YAML, loaded with the config. */
  rules?: string;
}): Promise<Prometheus> {
  const program = findProgram("prometheus") as string | undefined;
  if (!program)
    throw new Error("Prometheus is missing: npm test installs Debian's prometheus (or: apt-get install -y prometheus)");
  const dir = path.resolve(import.meta.dirname, "..", "..", ".tmp", "e2e-prometheus");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, "prometheus.yml");
  const ruleFile = path.join(dir, "rules.yml");
  if (rules) writeFileSync(ruleFile, rules);
  writeFileSync(
    config,
    [
      "global:",
      "  scrape_interval: 1s",
      "  scrape_timeout: 1s",
      "  evaluation_interval: 1s",
      ...(rules ? [`rule_files: ["${ruleFile}"]`] : []),
      "scrape_configs:",
      "  - job_name: hedge-desk",
      "    static_configs:",
      `      - targets: ["${target}"]`,
      "",
    ].join("\n"),
  );
  const child = spawn(
    program,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${base}/-/ready`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Prometheus did not become ready on ${base}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    async query(expression) {
      const response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(expression)}`);
      const body = (await response.json()) as {
        status: string;
        error?: string;
        data: { result: { metric: Record<string, string>; value: [number, string] }[] };
      };
      if (body.status !== "success") throw new Error(`Prometheus refused ${expression}: ${body.error}`);
      return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
    async rules() {
      const response = await fetch(`${base}/api/v1/rules`);
      const body = (await response.json()) as {
        data: { groups: { rules: { name: string; health: string; lastError?: string }[] }[] };
      };
      return body.data.groups.flatMap((group) => group.rules);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    output: () => output,
  };
}
