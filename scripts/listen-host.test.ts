import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script, read by every production start.
import { isLoopbackHost, sandboxListenRefusal } from "./listen-host.mjs";

describe("where a sandbox-mode server may listen", () => {
  it.each(["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]", "::ffff:127.0.0.1"])("%s is loopback", (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each([undefined, "", "0.0.0.0", "::", "192.168.1.10", "128.0.0.1", "127.0.0.256", "example.test"])(
    "%j is not loopback",
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );

  it("needs SANDBOX_ALLOW_REMOTE=1 as well as HOST to listen beyond loopback in sandbox mode", () => {
    expect(sandboxListenRefusal({ host: "0.0.0.0", env: {} })).toMatch(/SANDBOX_ALLOW_REMOTE=1/);
    expect(sandboxListenRefusal({ host: undefined, env: {} })).toMatch(/every interface/);
    expect(sandboxListenRefusal({ host: "0.0.0.0", env: { SANDBOX_ALLOW_REMOTE: "true" } })).not.toBeNull();
    expect(sandboxListenRefusal({ host: "0.0.0.0", env: { SANDBOX_ALLOW_REMOTE: "1" } })).toBeNull();
    expect(sandboxListenRefusal({ host: "127.0.0.1", env: {} })).toBeNull();
    // A real upstream has no public passwords: HOST alone decides.
    expect(sandboxListenRefusal({ host: "0.0.0.0", env: { HEDGING_API_BASE_URL: "https://hedging.example/v1" } })).toBe(
      null,
    );
  });
});

describe("npm start and next-start in sandbox mode with HOST=0.0.0.0", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "listen-host-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    HOST: "0.0.0.0",
    HEDGING_API_BASE_URL: "",
    SANDBOX_ALLOW_REMOTE: "",
    DATA_DIR: dataDir,
    PORT: String(Number(process.env.E2E_PORT ?? 3100) + 40),
  };

  // Refused at once, before any build or port: a server that started would outlive the timeout and fail this.
  it.each([
    ["start.mjs", [path.join(import.meta.dirname, "start.mjs")]],
    ["next-start.mjs", [path.join(import.meta.dirname, "next-start.mjs"), "-p", env.PORT, "-H", "0.0.0.0"]],
  ])("%s refuses to start and says why", (_name, args) => {
    const run = spawnSync(process.execPath, args, { env, encoding: "utf8", timeout: 20_000 });
    expect(run.stderr).toContain("SANDBOX_ALLOW_REMOTE=1");
    expect(run.status).toBe(1);
  });
});
