import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const preload = pathToFileURL(path.join(import.meta.dirname, "peer-address-preload.mjs")).href;
// A server started after the preload, as Next's is: what header does a forged request arrive with?
const probe = `
const http = require("node:http");
const server = http.createServer((req, res) => res.end(String(req.headers["x-forwarded-for"])));
server.listen(0, "127.0.0.1", async () => {
  const answer = await fetch("http://127.0.0.1:" + server.address().port, { headers: { "x-forwarded-for": "203.0.113.9" } });
  console.log(await answer.text());
  server.close();
});`;

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function runInProject(envFile: string | null, env: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "peer-preload-"));
  dirs.push(dir);
  if (envFile !== null) writeFileSync(path.join(dir, ".env"), envFile);
  const inherited = { ...process.env };
  delete inherited.TRUST_PROXY;
  const run = spawnSync(process.execPath, ["--import", preload, "-e", probe], {
    cwd: dir,
    encoding: "utf8",
    env: { ...inherited, ...env },
  });
  expect(run.stderr).toBe("");
  return run.stdout.trim();
}

describe("the peer-address preload", () => {
  it("stamps the socket address over a forged X-Forwarded-For on a server created after it", () => {
    expect(runInProject(null)).toBe("127.0.0.1");
  });

  it("leaves the header to the proxy when TRUST_PROXY is on in the environment", () => {
    expect(runInProject(null, { TRUST_PROXY: "1" })).toBe("203.0.113.9");
  });

  it("reads TRUST_PROXY from the project's .env as Next will", () => {
    expect(runInProject("TRUST_PROXY=true\n")).toBe("203.0.113.9");
    expect(runInProject("TRUST_PROXY=0\n")).toBe("127.0.0.1");
  });
});
